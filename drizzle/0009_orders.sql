CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`at` text NOT NULL,
	`type` text NOT NULL,
	`source` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`note` text,
	`data` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_events_order` ON `order_events` (`order_id`,`id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`comic_id` text NOT NULL,
	`comic_title` text NOT NULL,
	`format` text NOT NULL,
	`quantity` integer NOT NULL,
	`shipping` text NOT NULL,
	`address` text NOT NULL,
	`email` text NOT NULL,
	`currency` text NOT NULL,
	`price_per_copy` integer NOT NULL,
	`shipping_price` integer NOT NULL,
	`total` integer NOT NULL,
	`status` text NOT NULL,
	`files` text NOT NULL,
	`checkout_session_id` text,
	`checkout_url` text,
	`checkout_expires_at` text,
	`payment_intent_id` text,
	`amount_paid` integer,
	`amount_refunded` integer DEFAULT 0 NOT NULL,
	`print_job_id` text,
	`printer_status` text,
	`printer_status_at` text,
	`tracking` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `orders_user_created` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status` ON `orders` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_session` ON `orders` (`checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_print_job` ON `orders` (`print_job_id`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`received_at` text NOT NULL,
	PRIMARY KEY(`provider`, `event_id`)
);
--> statement-breakpoint
CREATE TRIGGER `order_events_no_update` BEFORE UPDATE ON `order_events` BEGIN SELECT RAISE(ABORT, 'order_events is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `order_events_no_delete` BEFORE DELETE ON `order_events` BEGIN SELECT RAISE(ABORT, 'order_events is append-only'); END;
