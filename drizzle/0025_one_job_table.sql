CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'done', 'dead', 'cancelled');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"purchase_id" uuid,
	"mail_kind" text,
	"recipient" text,
	"recipient_key" text GENERATED ALWAYS AS (case when split_part(lower(trim(recipient)), '@', 2) in ('gmail.com', 'googlemail.com')
        then replace(split_part(split_part(lower(trim(recipient)), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else split_part(split_part(lower(trim(recipient)), '@', 1), '+', 1) || '@' || split_part(lower(trim(recipient)), '@', 2)
      end) STORED,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"queued_order" bigserial NOT NULL
);
--> statement-breakpoint
-- hand-written: every mail and report job moves to "jobs" before the old tables go (decision
-- 327). Finished rows too: recipient limits, the reading queue, exports, erasure and retention
-- read them. A mail keeps its queue number; reports are numbered after them, oldest first.
INSERT INTO "jobs" ("id", "kind", "payload", "dedupe_key", "purchase_id", "mail_kind", "recipient", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "result", "created_at", "finished_at", "queued_order")
SELECT "id", 'mail', "payload", "dedupe_key", "purchase_id", "kind", "recipient",
	(CASE "status"::text WHEN 'sending' THEN 'running' WHEN 'sent' THEN 'done' ELSE "status"::text END)::"job_status",
	"attempts", "next_attempt_at", "locked_until", "last_error", "sent_at",
	CASE WHEN "message_id" IS NULL THEN NULL ELSE jsonb_build_object('messageId', "message_id") END,
	"created_at", CASE WHEN "status" = 'sent' THEN "sent_at" END, "queued_order"
FROM "email_jobs";--> statement-breakpoint
-- hand-written (continued)
INSERT INTO "jobs" ("id", "kind", "payload", "dedupe_key", "purchase_id", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "result", "created_at", "finished_at", "queued_order")
SELECT "id", 'report', jsonb_build_object('reason', "reason", 'requestedBy', "requested_by"), "dedupe_key", "purchase_id",
	(CASE "status"::text WHEN 'rendering' THEN 'running' ELSE "status"::text END)::"job_status",
	"attempts", "next_attempt_at", "locked_until", "last_error",
	CASE WHEN "order_file_id" IS NULL THEN NULL ELSE jsonb_build_object('orderFileId', "order_file_id") END,
	"created_at", "finished_at",
	(SELECT coalesce(max("queued_order"), 0) FROM "email_jobs") + row_number() OVER (ORDER BY "created_at", "id")
FROM "report_jobs";--> statement-breakpoint
-- hand-written (continued): new jobs are numbered after the copied ones.
SELECT setval(pg_get_serial_sequence('"jobs"', 'queued_order'), coalesce(max("queued_order"), 0) + 1, false) FROM "jobs";--> statement-breakpoint
DROP TABLE "email_jobs" CASCADE;--> statement-breakpoint
DROP TABLE "report_jobs" CASCADE;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_unique" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","status","next_attempt_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_purchase_idx" ON "jobs" USING btree ("purchase_id","created_at") WHERE "jobs"."purchase_id" is not null;--> statement-breakpoint
CREATE INDEX "jobs_recipient_key_idx" ON "jobs" USING btree ("mail_kind","recipient_key","sent_at") WHERE "jobs"."mail_kind" is not null;--> statement-breakpoint
DROP TYPE "public"."email_job_status";--> statement-breakpoint
DROP TYPE "public"."report_job_status";