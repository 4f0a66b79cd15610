CREATE TABLE `comic_scripts` (
	`comic_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`dedication` text NOT NULL,
	`cast` text NOT NULL,
	`writer` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `comic_pages` ADD `act` integer;--> statement-breakpoint
ALTER TABLE `comic_pages` ADD `panels` text;