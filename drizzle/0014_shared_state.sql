CREATE TABLE `leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `usage_counts` (
	`kind` text NOT NULL,
	`caller` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `caller`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `usage_counts_expires` ON `usage_counts` (`expires_at`);