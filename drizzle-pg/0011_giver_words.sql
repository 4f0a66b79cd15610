ALTER TABLE "comics" ADD COLUMN "dedication" text;--> statement-breakpoint
ALTER TABLE "comics" ADD COLUMN "dedication_signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_links" ADD COLUMN "from_name" text DEFAULT '' NOT NULL;