ALTER TABLE `gift_links` ADD `opens_at` text;--> statement-breakpoint
ALTER TABLE `gift_links` ADD `opens_zone` text;