CREATE TABLE `comic_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`question_id` text NOT NULL,
	`question` text NOT NULL,
	`hint` text NOT NULL,
	`answer` text NOT NULL,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comic_answers_comic` ON `comic_answers` (`comic_id`);--> statement-breakpoint
CREATE TABLE `comic_characters` (
	`id` text PRIMARY KEY NOT NULL,
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`full_name` text NOT NULL,
	`nickname` text NOT NULL,
	`portrait_image_url` text,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comic_characters_comic` ON `comic_characters` (`comic_id`);--> statement-breakpoint
CREATE TABLE `comic_ideas` (
	`id` text PRIMARY KEY NOT NULL,
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comic_ideas_comic` ON `comic_ideas` (`comic_id`);--> statement-breakpoint
CREATE TABLE `comic_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`comic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`page_number` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	FOREIGN KEY (`comic_id`) REFERENCES `comics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `comic_pages_comic_number` ON `comic_pages` (`comic_id`,`page_number`);--> statement-breakpoint
CREATE TABLE `comics` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`author` text NOT NULL,
	`type` text NOT NULL,
	`main_character_photo` text,
	`comic_front_page_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comics_user_created` ON `comics` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`issuer` text NOT NULL,
	`subject` text NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`avatar_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_issuer_subject` ON `users` (`issuer`,`subject`);