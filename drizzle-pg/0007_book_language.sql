ALTER TABLE "comics" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "comics" ADD COLUMN "right_to_left" boolean DEFAULT false NOT NULL;