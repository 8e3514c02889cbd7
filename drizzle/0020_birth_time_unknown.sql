ALTER TABLE "birth_data" ALTER COLUMN "birth_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "free_signups" ALTER COLUMN "birth_time" DROP NOT NULL;