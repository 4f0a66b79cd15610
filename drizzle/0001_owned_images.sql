CREATE TABLE `stored_images` (
	`url` text PRIMARY KEY NOT NULL,
	`bucket` text NOT NULL,
	`owner_user_id` text,
	`owner_visitor_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stored_images_user` ON `stored_images` (`owner_user_id`);--> statement-breakpoint
CREATE INDEX `stored_images_visitor` ON `stored_images` (`owner_visitor_id`);--> statement-breakpoint
-- Images saved before owners were recorded belong to the users whose comics show them.
INSERT OR IGNORE INTO `stored_images` (`url`, `bucket`, `owner_user_id`, `created_at`)
	SELECT `main_character_photo`, 'characters', `user_id`, `created_at` FROM `comics` WHERE `main_character_photo` IS NOT NULL;--> statement-breakpoint
INSERT OR IGNORE INTO `stored_images` (`url`, `bucket`, `owner_user_id`, `created_at`)
	SELECT `comic_front_page_url`, 'covers', `user_id`, `created_at` FROM `comics` WHERE `comic_front_page_url` IS NOT NULL;--> statement-breakpoint
INSERT OR IGNORE INTO `stored_images` (`url`, `bucket`, `owner_user_id`)
	SELECT `portrait_image_url`, 'characters', `user_id` FROM `comic_characters` WHERE `portrait_image_url` IS NOT NULL;
