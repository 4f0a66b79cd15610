ALTER TABLE "paint_spend" ALTER COLUMN "comic_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_spend" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_spend" ADD COLUMN "state" text DEFAULT 'spent' NOT NULL;--> statement-breakpoint
CREATE INDEX "paint_spend_user_at" ON "paint_spend" USING btree ("user_id","at");