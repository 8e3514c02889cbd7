ALTER TABLE "purchases" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "purchases_checkout_created_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."placed_at" is null;--> statement-breakpoint
-- The dashboard counters count orders only: a checkout (placed_at null) counts once it is placed.
CREATE OR REPLACE FUNCTION admin_purchases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orders_delta bigint := 0;
  pending_delta bigint := 0;
  revenue_delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT orders_delta + count(*) FILTER (WHERE placed_at IS NOT NULL),
      pending_delta + count(*) FILTER (WHERE placed_at IS NOT NULL AND processing_status <> 'delivered'),
      revenue_delta + coalesce(sum(amount * 100) FILTER (WHERE payment_status = 'completed'), 0)::bigint
    INTO orders_delta, pending_delta, revenue_delta FROM new_purchases;
    INSERT INTO admin_daily_revenue (day, shard, amount)
      SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), pg_backend_pid() % 8, sum(amount)
      FROM new_purchases WHERE payment_status = 'completed' AND completed_at IS NOT NULL GROUP BY 1
      ON CONFLICT (day, shard) DO UPDATE SET amount = admin_daily_revenue.amount + excluded.amount;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT orders_delta - count(*) FILTER (WHERE placed_at IS NOT NULL),
      pending_delta - count(*) FILTER (WHERE placed_at IS NOT NULL AND processing_status <> 'delivered'),
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
-- Rows already there: an unpaid checkout whose buyer never gave their details was never an
-- order (the trigger above takes it out of the counters); every other row was placed when made.
UPDATE purchases SET placed_at = CASE
  WHEN payment_status IN ('pending', 'failed') AND customer IS NULL AND user_id IS NULL
    AND payment_intent_id IS NOT NULL THEN NULL
  ELSE created_at
END;
