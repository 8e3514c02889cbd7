ALTER TYPE "public"."email_job_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "free_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"birth_month" text NOT NULL,
	"birth_day" text NOT NULL,
	"birth_year" text NOT NULL,
	"birth_hour" text NOT NULL,
	"birth_minute" text NOT NULL,
	"ampm" text NOT NULL,
	"birth_location" text NOT NULL,
	"birth_date" date NOT NULL,
	"birth_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"questionnaire" text NOT NULL,
	"version" integer NOT NULL,
	"responses" jsonb NOT NULL,
	"resume_upload_id" uuid,
	"palm_photo_upload_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"declared_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content_type" text,
	"size" integer,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "uploads_kind_known" CHECK ("uploads"."kind" in ('resume', 'palm-photo')),
	CONSTRAINT "uploads_status_known" CHECK ("uploads"."status" in ('pending', 'stored', 'rejected', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "purchases" RENAME COLUMN "status" TO "payment_status";--> statement-breakpoint
ALTER TABLE "purchases" RENAME COLUMN "notes" TO "admin_notes";--> statement-breakpoint
ALTER TABLE "purchases" RENAME COLUMN "stripe_payment_intent_id" TO "payment_intent_id";--> statement-breakpoint
DROP INDEX "purchases_payment_intent_unique";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "questionnaire_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "free_signups" ADD CONSTRAINT "free_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_submissions" ADD CONSTRAINT "questionnaire_submissions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_submissions" ADD CONSTRAINT "questionnaire_submissions_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_signups_user_idx" ON "free_signups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_purchase_idx" ON "order_events" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_submissions_version_unique" ON "questionnaire_submissions" USING btree ("purchase_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_purchase_idx" ON "uploads" USING btree ("purchase_id","kind");--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_jobs_purchase_idx" ON "email_jobs" USING btree ("purchase_id") WHERE "email_jobs"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_intent_unique" ON "purchases" USING btree ("payment_intent_id") WHERE "purchases"."payment_intent_id" is not null;--> statement-breakpoint
ALTER TABLE "purchases" DROP COLUMN "referral_code";