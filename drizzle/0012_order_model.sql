-- Orders outlive a deleted account (user_id set null), keep when a refund was decided and when personal data
-- was erased, and store the printer's phase instead of Lulu's status names. Migrations run in one
-- transaction, where foreign keys cannot be switched off, so no parent row may disappear even for a moment:
-- the new orders table and its event log are built side by side, the old ones dropped child first, and the
-- renames carry the event log's reference over to the new orders table.
DROP TRIGGER `order_events_no_update`;--> statement-breakpoint
DROP TRIGGER `order_events_no_delete`;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
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
	`refund_requested_at` text,
	`personal_data_erased_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "comic_id", "comic_title", "format", "quantity", "shipping", "address", "email", "currency", "price_per_copy", "shipping_price", "total", "status", "files", "checkout_session_id", "checkout_url", "checkout_expires_at", "payment_intent_id", "amount_paid", "amount_refunded", "print_job_id", "printer_status", "printer_status_at", "tracking", "refund_requested_at", "personal_data_erased_at", "created_at", "updated_at") SELECT "id", "user_id", "comic_id", "comic_title", "format", "quantity", "shipping", "address", "email", "currency", "price_per_copy", "shipping_price", "total", "status", "files", "checkout_session_id", "checkout_url", "checkout_expires_at", "payment_intent_id", "amount_paid", "amount_refunded", "print_job_id", "printer_status", "printer_status_at", "tracking", CASE WHEN "status" = 'canceled' AND "amount_paid" > "amount_refunded" THEN "updated_at" END, NULL, "created_at", "updated_at" FROM `orders`;--> statement-breakpoint
CREATE TABLE `__new_order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`at` text NOT NULL,
	`type` text NOT NULL,
	`source` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`note` text,
	`data` text,
	FOREIGN KEY (`order_id`) REFERENCES `__new_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- E-mail events named their recipient; the order row holds the address (and erases it), the log need not.
INSERT INTO `__new_order_events`("id", "order_id", "at", "type", "source", "from_status", "to_status", "note", "data") SELECT "id", "order_id", "at", "type", "source", "from_status", "to_status", "note", CASE WHEN "type" LIKE 'email_%' AND json_valid("data") THEN json_remove("data", '$.to') ELSE "data" END FROM `order_events`;--> statement-breakpoint
DROP TABLE `order_events`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
ALTER TABLE `__new_order_events` RENAME TO `order_events`;--> statement-breakpoint
CREATE INDEX `order_events_order` ON `order_events` (`order_id`,`id`);--> statement-breakpoint
CREATE TRIGGER `order_events_no_update` BEFORE UPDATE ON `order_events` BEGIN SELECT RAISE(ABORT, 'order_events is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `order_events_no_delete` BEFORE DELETE ON `order_events` BEGIN SELECT RAISE(ABORT, 'order_events is append-only'); END;--> statement-breakpoint
CREATE INDEX `orders_user_created` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status` ON `orders` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_session` ON `orders` (`checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_print_job` ON `orders` (`print_job_id`);--> statement-breakpoint
UPDATE `orders` SET `printer_status` = CASE `printer_status`
	WHEN 'CREATED' THEN 'queued' WHEN 'PRODUCTION_DELAYED' THEN 'queued'
	WHEN 'UNPAID' THEN 'unpaid' WHEN 'PAYMENT_IN_PROGRESS' THEN 'unpaid'
	WHEN 'PRODUCTION_READY' THEN 'printing' WHEN 'IN_PRODUCTION' THEN 'printing'
	WHEN 'SHIPPED' THEN 'shipped' WHEN 'DELIVERED' THEN 'delivered'
	WHEN 'REJECTED' THEN 'rejected' WHEN 'ERROR' THEN 'rejected' WHEN 'CANCELED' THEN 'canceled'
	ELSE `printer_status` END WHERE `printer_status` IS NOT NULL;--> statement-breakpoint
-- Deleting an account erases the person from its ended orders at once; the shop keeps amounts, dates and
-- what was printed. Orders still on their way keep the address until they end (orderRetention.ts).
CREATE TRIGGER `users_delete_erases_orders` BEFORE DELETE ON `users` BEGIN
	UPDATE `orders` SET
		`address` = json_object('fullName', '', 'line1', '', 'line2', '', 'city', '', 'state', json_extract(`address`, '$.state'), 'postcode', '', 'country', json_extract(`address`, '$.country'), 'phone', '', 'email', ''),
		`email` = '',
		`personal_data_erased_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
	WHERE `user_id` = OLD.`id` AND `status` IN ('delivered', 'refunded', 'canceled') AND `personal_data_erased_at` IS NULL;
END;
