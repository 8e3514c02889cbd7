CREATE TABLE "affiliate_payout_items" (
	"payout_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	CONSTRAINT "affiliate_payout_items_payout_id_entry_id_pk" PRIMARY KEY("payout_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_visit_days" (
	"affiliate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_visit_days_affiliate_id_day_pk" PRIMARY KEY("affiliate_id","day")
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"sale_cents" integer NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"reverses_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_kind" CHECK ("commission_entries"."kind" in ('commission', 'reversal')),
	CONSTRAINT "commission_entries_sign" CHECK (("commission_entries"."kind" = 'commission' and "commission_entries"."amount_cents" >= 0) or ("commission_entries"."kind" = 'reversal' and "commission_entries"."amount_cents" <= 0))
);
--> statement-breakpoint
ALTER TABLE "affiliates" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "affiliate_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "commission_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "is_self_referral" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payout_items" ADD CONSTRAINT "affiliate_payout_items_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_items" ADD CONSTRAINT "affiliate_payout_items_entry_id_commission_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."commission_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_tokens" ADD CONSTRAINT "affiliate_tokens_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_visit_days" ADD CONSTRAINT "affiliate_visit_days_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payout_items_entry_unique" ON "affiliate_payout_items" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_idx" ON "affiliate_payouts" USING btree ("affiliate_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_tokens_hash_unique" ON "affiliate_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "affiliate_tokens_affiliate_idx" ON "affiliate_tokens" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_one_commission_per_purchase" ON "commission_entries" USING btree ("purchase_id") WHERE "commission_entries"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_one_reversal_per_entry" ON "commission_entries" USING btree ("reverses_entry_id") WHERE "commission_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_entries_affiliate_idx" ON "commission_entries" USING btree ("affiliate_id","created_at");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_affiliate_keyset_idx" ON "purchases" USING btree ("affiliate_id","created_at","id") WHERE "purchases"."affiliate_id" is not null;