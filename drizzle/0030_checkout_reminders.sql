CREATE TABLE "checkout_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"resumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"mailbox_key" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_unsubscribes_mailbox_key_kind_pk" PRIMARY KEY("mailbox_key","kind"),
	CONSTRAINT "mail_unsubscribes_kind" CHECK (length("mail_unsubscribes"."kind") between 1 and 64)
);
--> statement-breakpoint
CREATE INDEX "checkout_drafts_email_idx" ON "checkout_drafts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "checkout_drafts_created_idx" ON "checkout_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "checkout_drafts_reminded_idx" ON "checkout_drafts" USING btree ("reminded_at") WHERE "checkout_drafts"."reminded_at" is not null;