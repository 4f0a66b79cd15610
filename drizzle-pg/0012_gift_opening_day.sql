ALTER TABLE "gift_links" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "gift_links" ADD COLUMN "opens_zone" text;