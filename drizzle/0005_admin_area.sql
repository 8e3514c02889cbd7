CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "admin_counters" (
	"name" text NOT NULL,
	"shard" integer NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_counters_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
CREATE TABLE "admin_daily_revenue" (
	"day" text NOT NULL,
	"shard" integer NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "admin_daily_revenue_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_links" (
	"id" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sign_in_links_expires_idx" ON "admin_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_key_unique" ON "admins" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_files_storage_key_unique" ON "order_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "order_files_purchase_idx" ON "order_files" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_created_keyset_idx" ON "purchases" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_payment_status_keyset_idx" ON "purchases" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_processing_keyset_idx" ON "purchases" USING btree ("processing_status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_product_keyset_idx" ON "purchases" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_amount_keyset_idx" ON "purchases" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "purchases_id_tail_idx" ON "purchases" USING btree (right("id"::text, 8));--> statement-breakpoint
CREATE INDEX "users_created_keyset_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_key_trgm_idx" ON "users" USING gin ("email_key" gin_trgm_ops);--> statement-breakpoint
-- Dashboard counters kept by statement-level triggers (one update per statement, whatever its
-- size), spread over 8 shards by backend so concurrent writers do not queue on one row.
CREATE FUNCTION admin_bump(counter text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_counters (name, shard, value) VALUES (counter, pg_backend_pid() % 8, delta)
  ON CONFLICT (name, shard) DO UPDATE SET value = admin_counters.value + excluded.value
$$;--> statement-breakpoint
CREATE FUNCTION admin_users_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added bigint;
BEGIN
  SELECT count(*) INTO added FROM inserted_users;
  IF added <> 0 THEN PERFORM admin_bump('users', added); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed bigint;
BEGIN
  SELECT count(*) INTO removed FROM deleted_users;
  IF removed <> 0 THEN PERFORM admin_bump('users', -removed); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER admin_users_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS inserted_users FOR EACH STATEMENT EXECUTE FUNCTION admin_users_inserted();--> statement-breakpoint
CREATE TRIGGER admin_users_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted_users FOR EACH STATEMENT EXECUTE FUNCTION admin_users_deleted();--> statement-breakpoint
-- Applies the difference between the purchases after and before each statement.
CREATE FUNCTION admin_purchases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orders_delta bigint := 0;
  pending_delta bigint := 0;
  revenue_delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT orders_delta + count(*),
      pending_delta + count(*) FILTER (WHERE processing_status <> 'delivered'),
      revenue_delta + coalesce(sum(amount * 100) FILTER (WHERE payment_status = 'completed'), 0)::bigint
    INTO orders_delta, pending_delta, revenue_delta FROM new_purchases;
    INSERT INTO admin_daily_revenue (day, shard, amount)
      SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), pg_backend_pid() % 8, sum(amount)
      FROM new_purchases WHERE payment_status = 'completed' AND completed_at IS NOT NULL GROUP BY 1
      ON CONFLICT (day, shard) DO UPDATE SET amount = admin_daily_revenue.amount + excluded.amount;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT orders_delta - count(*),
      pending_delta - count(*) FILTER (WHERE processing_status <> 'delivered'),
      revenue_delta - coalesce(sum(amount * 100) FILTER (WHERE payment_status = 'completed'), 0)::bigint
    INTO orders_delta, pending_delta, revenue_delta FROM old_purchases;
    INSERT INTO admin_daily_revenue (day, shard, amount)
      SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), pg_backend_pid() % 8, -sum(amount)
      FROM old_purchases WHERE payment_status = 'completed' AND completed_at IS NOT NULL GROUP BY 1
      ON CONFLICT (day, shard) DO UPDATE SET amount = admin_daily_revenue.amount + excluded.amount;
  END IF;
  IF orders_delta <> 0 THEN PERFORM admin_bump('orders', orders_delta); END IF;
  IF pending_delta <> 0 THEN PERFORM admin_bump('pending', pending_delta); END IF;
  IF revenue_delta <> 0 THEN PERFORM admin_bump('revenue_cents', revenue_delta); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER admin_purchases_inserted AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION admin_purchases_changed();--> statement-breakpoint
CREATE TRIGGER admin_purchases_updated AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_purchases NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION admin_purchases_changed();--> statement-breakpoint
CREATE TRIGGER admin_purchases_deleted AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS old_purchases FOR EACH STATEMENT EXECUTE FUNCTION admin_purchases_changed();--> statement-breakpoint
-- What the shop already holds, counted once.
INSERT INTO admin_counters (name, shard, value)
  SELECT 'users', 0, count(*) FROM users
  UNION ALL SELECT 'orders', 0, count(*) FROM purchases
  UNION ALL SELECT 'pending', 0, count(*) FROM purchases WHERE processing_status <> 'delivered'
  UNION ALL SELECT 'revenue_cents', 0, coalesce(sum(amount * 100), 0)::bigint FROM purchases WHERE payment_status = 'completed';--> statement-breakpoint
INSERT INTO admin_daily_revenue (day, shard, amount)
  SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 0, sum(amount) FROM purchases
  WHERE payment_status = 'completed' AND completed_at IS NOT NULL GROUP BY 1;--> statement-breakpoint
-- Events written in one transaction keep their order: the insert's wall clock, not the
-- transaction's start.
ALTER TABLE "order_events" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();
