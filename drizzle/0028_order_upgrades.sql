CREATE TABLE "order_upgrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"from_product_id" integer NOT NULL,
	"to_product_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_upgrades_status" CHECK ("order_upgrades"."status" in ('pending', 'completed', 'superseded', 'refunded')),
	CONSTRAINT "order_upgrades_amount_positive" CHECK ("order_upgrades"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "commission_entries_one_commission_per_purchase";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "upgrade_id" uuid;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_upgrades_payment_intent_unique" ON "order_upgrades" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "order_upgrades_purchase_idx" ON "order_upgrades" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_one_commission_per_upgrade" ON "commission_entries" USING btree ("upgrade_id") WHERE "commission_entries"."kind" = 'commission' and "commission_entries"."upgrade_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_one_commission_per_purchase" ON "commission_entries" USING btree ("purchase_id") WHERE "commission_entries"."kind" = 'commission' and "commission_entries"."upgrade_id" is null;