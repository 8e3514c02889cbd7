CREATE TYPE "public"."report_job_status" AS ENUM('queued', 'rendering', 'done', 'dead', 'cancelled');--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"dedupe_key" text,
	"status" "report_job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"order_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_order_file_id_order_files_id_fk" FOREIGN KEY ("order_file_id") REFERENCES "public"."order_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_jobs_dedupe_key_unique" ON "report_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "report_jobs_due_idx" ON "report_jobs" USING btree ("status","next_attempt_at") WHERE "report_jobs"."status" in ('queued', 'rendering');--> statement-breakpoint
CREATE INDEX "report_jobs_purchase_idx" ON "report_jobs" USING btree ("purchase_id","created_at");