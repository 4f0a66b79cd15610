PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_paint_spend` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`comic_id` text,
	`user_id` text,
	`kind` text NOT NULL,
	`model` text NOT NULL,
	`megapixels` real NOT NULL,
	`usd` real NOT NULL,
	`state` text DEFAULT 'spent' NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_paint_spend`("id", "comic_id", "user_id", "kind", "model", "megapixels", "usd", "at") SELECT "id", "comic_id", "user_id", "kind", "model", "megapixels", "usd", "at" FROM `paint_spend`;--> statement-breakpoint
DROP TABLE `paint_spend`;--> statement-breakpoint
ALTER TABLE `__new_paint_spend` RENAME TO `paint_spend`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `paint_spend_comic` ON `paint_spend` (`comic_id`);--> statement-breakpoint
CREATE INDEX `paint_spend_at` ON `paint_spend` (`at`);--> statement-breakpoint
CREATE INDEX `paint_spend_user_at` ON `paint_spend` (`user_id`,`at`);