ALTER TABLE `comic_answers` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comic_characters` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comic_ideas` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comics` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows saved before this migration keep the order they were read in until now (SQLite's rowid).
UPDATE `comic_answers` SET `position` = rowid;--> statement-breakpoint
UPDATE `comic_characters` SET `position` = rowid;--> statement-breakpoint
UPDATE `comic_ideas` SET `position` = rowid;--> statement-breakpoint
UPDATE `comics` SET `position` = rowid;
