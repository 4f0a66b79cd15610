ALTER TABLE `gift_links` ADD `send_to` text;--> statement-breakpoint
ALTER TABLE `gift_links` ADD `mail_token_hash` text;--> statement-breakpoint
ALTER TABLE `gift_links` ADD `mail_result` text;--> statement-breakpoint
CREATE UNIQUE INDEX `gift_links_mail_token` ON `gift_links` (`mail_token_hash`);