ALTER TABLE `comics` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `comics` ADD `right_to_left` integer DEFAULT false NOT NULL;