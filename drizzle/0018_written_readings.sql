CREATE TABLE "written_draft_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"doc" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"words" integer NOT NULL,
	"saved_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "written_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"doc" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "written_reading_checks" (
	"purchase_id" uuid NOT NULL,
	"item" text NOT NULL,
	"looked_by" uuid,
	"looked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "written_reading_checks_pk" PRIMARY KEY("purchase_id","item")
);
--> statement-breakpoint
CREATE TABLE "written_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"file_ids" jsonb NOT NULL,
	"delivered_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "written_draft_versions" ADD CONSTRAINT "written_draft_versions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_draft_versions" ADD CONSTRAINT "written_draft_versions_saved_by_admins_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_drafts" ADD CONSTRAINT "written_drafts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_drafts" ADD CONSTRAINT "written_drafts_saved_by_admins_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_reading_checks" ADD CONSTRAINT "written_reading_checks_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_reading_checks" ADD CONSTRAINT "written_reading_checks_looked_by_admins_id_fk" FOREIGN KEY ("looked_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_deliveries" ADD CONSTRAINT "written_deliveries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "written_draft_versions_section_idx" ON "written_draft_versions" USING btree ("purchase_id","section_key","saved_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "written_drafts_purchase_section_unique" ON "written_drafts" USING btree ("purchase_id","section_key");--> statement-breakpoint
CREATE UNIQUE INDEX "written_deliveries_purchase_version_unique" ON "written_deliveries" USING btree ("purchase_id","version");