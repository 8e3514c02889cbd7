CREATE TABLE "gifts" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"buyer_user_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" date NOT NULL,
	"time_zone" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"delivered_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_buyer_user_idx" ON "gifts" USING btree ("buyer_user_id") WHERE "gifts"."buyer_user_id" is not null;