CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "scheduled_runs_job_day_pk" PRIMARY KEY("job","day")
);
