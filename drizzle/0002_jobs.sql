CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`owner_user_id` text,
	`owner_visitor_id` text,
	`status` text NOT NULL,
	`input` text NOT NULL,
	`progress` text,
	`result` text,
	`error` text,
	`error_kind` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer NOT NULL,
	`run_after` text NOT NULL,
	`lease_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_one_active` ON `jobs` (`kind`,`subject`) WHERE status IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX `jobs_runnable` ON `jobs` (`status`,`run_after`);