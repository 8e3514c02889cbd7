ALTER TABLE "email_jobs" ADD COLUMN "queued_order" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "bio" text;