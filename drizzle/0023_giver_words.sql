ALTER TABLE `comics` ADD `dedication` text;--> statement-breakpoint
ALTER TABLE `comics` ADD `dedication_signature` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `gift_links` ADD `from_name` text DEFAULT '' NOT NULL;