CREATE TABLE `book_pages` (
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text NOT NULL,
	`story_page` integer,
	`layout` text,
	`status` text NOT NULL,
	`art_url` text,
	`print_url` text,
	`reader_url` text,
	`art_meta` text,
	`lettering` text,
	`art_source` text,
	`error` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `book_pages_comic_number` ON `book_pages` (`comic_id`,`number`);