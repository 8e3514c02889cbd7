DROP INDEX "email_jobs_recipient_idx";--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "recipient_key" text GENERATED ALWAYS AS (case when split_part(lower(trim(recipient)), '@', 2) in ('gmail.com', 'googlemail.com')
        then replace(split_part(split_part(lower(trim(recipient)), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else split_part(split_part(lower(trim(recipient)), '@', 1), '+', 1) || '@' || split_part(lower(trim(recipient)), '@', 2)
      end) STORED;--> statement-breakpoint
CREATE INDEX "email_jobs_recipient_key_idx" ON "email_jobs" USING btree ("kind","recipient_key","sent_at");