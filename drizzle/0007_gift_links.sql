CREATE TABLE `gift_links` (
	`id` text PRIMARY KEY NOT NULL,
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`allow_download` integer DEFAULT false NOT NULL,
	`opens` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gift_links_token` ON `gift_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `gift_links_comic` ON `gift_links` (`comic_id`);