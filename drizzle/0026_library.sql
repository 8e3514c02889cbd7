CREATE TABLE "library_choices" (
	"admin_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_choices_admin_id_entry_key_pk" PRIMARY KEY("admin_id","entry_key")
);
--> statement-breakpoint
CREATE TABLE "library_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_key" text NOT NULL,
	"author_id" uuid,
	"version" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"restored_from" integer,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_choices" ADD CONSTRAINT "library_choices_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_versions" ADD CONSTRAINT "library_versions_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_versions" ADD CONSTRAINT "library_versions_saved_by_admins_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_versions_shop_idx" ON "library_versions" USING btree ("entry_key","version") WHERE "library_versions"."author_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_versions_own_idx" ON "library_versions" USING btree ("author_id","entry_key","version") WHERE "library_versions"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "library_versions_saved_idx" ON "library_versions" USING btree ("saved_at" desc);