CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"client_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_client_key_window_start_pk" PRIMARY KEY("bucket","client_key","window_start")
);
