CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counts" (
	"kind" text NOT NULL,
	"caller" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "usage_counts_kind_caller_window_start_pk" PRIMARY KEY("kind","caller","window_start")
);
--> statement-breakpoint
CREATE INDEX "usage_counts_expires" ON "usage_counts" USING btree ("expires_at");