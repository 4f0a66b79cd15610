CREATE TABLE `book_art` (
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`url` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`needed_width` integer,
	`needed_height` integer,
	`model` text NOT NULL,
	`tries` integer DEFAULT 1 NOT NULL,
	`likeness` text,
	`marked` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`comic_id`, `key`),
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `paint_spend` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`model` text NOT NULL,
	`megapixels` real NOT NULL,
	`usd` real NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `paint_spend_comic` ON `paint_spend` (`comic_id`);--> statement-breakpoint
CREATE INDEX `paint_spend_at` ON `paint_spend` (`at`);