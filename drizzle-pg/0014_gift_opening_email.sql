ALTER TABLE "gift_links" ADD COLUMN "send_to" text;--> statement-breakpoint
ALTER TABLE "gift_links" ADD COLUMN "mail_token_hash" text;--> statement-breakpoint
ALTER TABLE "gift_links" ADD COLUMN "mail_result" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_links_mail_token" ON "gift_links" USING btree ("mail_token_hash");