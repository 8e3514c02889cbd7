CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"affiliate_key" text NOT NULL,
	"code" text NOT NULL,
	"shard" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_day_product_id_affiliate_key_code_shard_pk" PRIMARY KEY("day","product_id","affiliate_key","code","shard")
);
--> statement-breakpoint
-- Decision 363: what purchase rows add to the day's sales. A payment counts on the UTC day it
-- completed (refunded later or not), a refund on the UTC day of the refund. An update moves only
-- the rows whose sale facts changed: an edit of notes or a processing status moves nothing.
CREATE FUNCTION sales_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO sales_days AS s (day, product_id, affiliate_key, code, shard, orders, gross_cents, discount_cents, refunds, refunds_cents)
  SELECT day, product_id, affiliate_key, code, pg_backend_pid() % 8,
    1 * sum(orders), 1 * sum(gross), 1 * sum(discount), 1 * sum(refunds), 1 * sum(refunded)
  FROM (
    SELECT (r.completed_at AT TIME ZONE 'UTC')::date AS day, r.product_id,
      coalesce(r.affiliate_id::text, '') AS affiliate_key, coalesce(r.discount_code, '') AS code,
      1 AS orders, round(r.amount * 100)::bigint AS gross, r.discount_cents::bigint AS discount,
      0 AS refunds, 0::bigint AS refunded
    FROM new_purchases r
    WHERE r.payment_status::text IN ('completed', 'refunded') AND r.completed_at IS NOT NULL
    UNION ALL
    SELECT (r.refunded_at AT TIME ZONE 'UTC')::date, r.product_id,
      coalesce(r.affiliate_id::text, ''), coalesce(r.discount_code, ''),
      0, 0::bigint, 0::bigint, 1, round(r.amount * 100)::bigint
    FROM new_purchases r
    WHERE r.payment_status::text = 'refunded' AND r.refunded_at IS NOT NULL
  ) c
  GROUP BY day, product_id, affiliate_key, code
  ON CONFLICT (day, product_id, affiliate_key, code, shard) DO UPDATE SET
    orders = s.orders + excluded.orders,
    gross_cents = s.gross_cents + excluded.gross_cents,
    discount_cents = s.discount_cents + excluded.discount_cents,
    refunds = s.refunds + excluded.refunds,
    refunds_cents = s.refunds_cents + excluded.refunds_cents;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO sales_days AS s (day, product_id, affiliate_key, code, shard, orders, gross_cents, discount_cents, refunds, refunds_cents)
  SELECT day, product_id, affiliate_key, code, pg_backend_pid() % 8,
    -1 * sum(orders), -1 * sum(gross), -1 * sum(discount), -1 * sum(refunds), -1 * sum(refunded)
  FROM (
    SELECT (r.completed_at AT TIME ZONE 'UTC')::date AS day, r.product_id,
      coalesce(r.affiliate_id::text, '') AS affiliate_key, coalesce(r.discount_code, '') AS code,
      1 AS orders, round(r.amount * 100)::bigint AS gross, r.discount_cents::bigint AS discount,
      0 AS refunds, 0::bigint AS refunded
    FROM old_purchases r
    WHERE r.payment_status::text IN ('completed', 'refunded') AND r.completed_at IS NOT NULL
    UNION ALL
    SELECT (r.refunded_at AT TIME ZONE 'UTC')::date, r.product_id,
      coalesce(r.affiliate_id::text, ''), coalesce(r.discount_code, ''),
      0, 0::bigint, 0::bigint, 1, round(r.amount * 100)::bigint
    FROM old_purchases r
    WHERE r.payment_status::text = 'refunded' AND r.refunded_at IS NOT NULL
  ) c
  GROUP BY day, product_id, affiliate_key, code
  ON CONFLICT (day, product_id, affiliate_key, code, shard) DO UPDATE SET
    orders = s.orders + excluded.orders,
    gross_cents = s.gross_cents + excluded.gross_cents,
    discount_cents = s.discount_cents + excluded.discount_cents,
    refunds = s.refunds + excluded.refunds,
    refunds_cents = s.refunds_cents + excluded.refunds_cents;
  ELSE
  INSERT INTO sales_days AS s (day, product_id, affiliate_key, code, shard, orders, gross_cents, discount_cents, refunds, refunds_cents)
  SELECT day, product_id, affiliate_key, code, pg_backend_pid() % 8,
    1 * sum(orders), 1 * sum(gross), 1 * sum(discount), 1 * sum(refunds), 1 * sum(refunded)
  FROM (
    SELECT (r.completed_at AT TIME ZONE 'UTC')::date AS day, r.product_id,
      coalesce(r.affiliate_id::text, '') AS affiliate_key, coalesce(r.discount_code, '') AS code,
      1 AS orders, round(r.amount * 100)::bigint AS gross, r.discount_cents::bigint AS discount,
      0 AS refunds, 0::bigint AS refunded
    FROM new_purchases r
    WHERE r.payment_status::text IN ('completed', 'refunded') AND r.completed_at IS NOT NULL
      AND r.id IN (SELECT n.id FROM new_purchases n JOIN old_purchases o USING (id) WHERE (n.product_id, n.affiliate_id, n.discount_code, n.discount_cents, n.amount, n.payment_status, n.completed_at, n.refunded_at)
        IS DISTINCT FROM (o.product_id, o.affiliate_id, o.discount_code, o.discount_cents, o.amount, o.payment_status, o.completed_at, o.refunded_at))
    UNION ALL
    SELECT (r.refunded_at AT TIME ZONE 'UTC')::date, r.product_id,
      coalesce(r.affiliate_id::text, ''), coalesce(r.discount_code, ''),
      0, 0::bigint, 0::bigint, 1, round(r.amount * 100)::bigint
    FROM new_purchases r
    WHERE r.payment_status::text = 'refunded' AND r.refunded_at IS NOT NULL
      AND r.id IN (SELECT n.id FROM new_purchases n JOIN old_purchases o USING (id) WHERE (n.product_id, n.affiliate_id, n.discount_code, n.discount_cents, n.amount, n.payment_status, n.completed_at, n.refunded_at)
        IS DISTINCT FROM (o.product_id, o.affiliate_id, o.discount_code, o.discount_cents, o.amount, o.payment_status, o.completed_at, o.refunded_at))
  ) c
  GROUP BY day, product_id, affiliate_key, code
  ON CONFLICT (day, product_id, affiliate_key, code, shard) DO UPDATE SET
    orders = s.orders + excluded.orders,
    gross_cents = s.gross_cents + excluded.gross_cents,
    discount_cents = s.discount_cents + excluded.discount_cents,
    refunds = s.refunds + excluded.refunds,
    refunds_cents = s.refunds_cents + excluded.refunds_cents;
  INSERT INTO sales_days AS s (day, product_id, affiliate_key, code, shard, orders, gross_cents, discount_cents, refunds, refunds_cents)
  SELECT day, product_id, affiliate_key, code, pg_backend_pid() % 8,
    -1 * sum(orders), -1 * sum(gross), -1 * sum(discount), -1 * sum(refunds), -1 * sum(refunded)
  FROM (
    SELECT (r.completed_at AT TIME ZONE 'UTC')::date AS day, r.product_id,
      coalesce(r.affiliate_id::text, '') AS affiliate_key, coalesce(r.discount_code, '') AS code,
      1 AS orders, round(r.amount * 100)::bigint AS gross, r.discount_cents::bigint AS discount,
      0 AS refunds, 0::bigint AS refunded
    FROM old_purchases r
    WHERE r.payment_status::text IN ('completed', 'refunded') AND r.completed_at IS NOT NULL
      AND r.id IN (SELECT n.id FROM new_purchases n JOIN old_purchases o USING (id) WHERE (n.product_id, n.affiliate_id, n.discount_code, n.discount_cents, n.amount, n.payment_status, n.completed_at, n.refunded_at)
        IS DISTINCT FROM (o.product_id, o.affiliate_id, o.discount_code, o.discount_cents, o.amount, o.payment_status, o.completed_at, o.refunded_at))
    UNION ALL
    SELECT (r.refunded_at AT TIME ZONE 'UTC')::date, r.product_id,
      coalesce(r.affiliate_id::text, ''), coalesce(r.discount_code, ''),
      0, 0::bigint, 0::bigint, 1, round(r.amount * 100)::bigint
    FROM old_purchases r
    WHERE r.payment_status::text = 'refunded' AND r.refunded_at IS NOT NULL
      AND r.id IN (SELECT n.id FROM new_purchases n JOIN old_purchases o USING (id) WHERE (n.product_id, n.affiliate_id, n.discount_code, n.discount_cents, n.amount, n.payment_status, n.completed_at, n.refunded_at)
        IS DISTINCT FROM (o.product_id, o.affiliate_id, o.discount_code, o.discount_cents, o.amount, o.payment_status, o.completed_at, o.refunded_at))
  ) c
  GROUP BY day, product_id, affiliate_key, code
  ON CONFLICT (day, product_id, affiliate_key, code, shard) DO UPDATE SET
    orders = s.orders + excluded.orders,
    gross_cents = s.gross_cents + excluded.gross_cents,
    discount_cents = s.discount_cents + excluded.discount_cents,
    refunds = s.refunds + excluded.refunds,
    refunds_cents = s.refunds_cents + excluded.refunds_cents;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_days_purchases_inserted AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION sales_days_changed();--> statement-breakpoint
CREATE TRIGGER sales_days_purchases_updated AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_purchases NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION sales_days_changed();--> statement-breakpoint
CREATE TRIGGER sales_days_purchases_deleted AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS old_purchases FOR EACH STATEMENT EXECUTE FUNCTION sales_days_changed();--> statement-breakpoint
-- What the shop already holds, counted once.
INSERT INTO sales_days AS s (day, product_id, affiliate_key, code, shard, orders, gross_cents, discount_cents, refunds, refunds_cents)
  SELECT day, product_id, affiliate_key, code, 0,
    1 * sum(orders), 1 * sum(gross), 1 * sum(discount), 1 * sum(refunds), 1 * sum(refunded)
  FROM (
    SELECT (r.completed_at AT TIME ZONE 'UTC')::date AS day, r.product_id,
      coalesce(r.affiliate_id::text, '') AS affiliate_key, coalesce(r.discount_code, '') AS code,
      1 AS orders, round(r.amount * 100)::bigint AS gross, r.discount_cents::bigint AS discount,
      0 AS refunds, 0::bigint AS refunded
    FROM purchases r
    WHERE r.payment_status::text IN ('completed', 'refunded') AND r.completed_at IS NOT NULL
    UNION ALL
    SELECT (r.refunded_at AT TIME ZONE 'UTC')::date, r.product_id,
      coalesce(r.affiliate_id::text, ''), coalesce(r.discount_code, ''),
      0, 0::bigint, 0::bigint, 1, round(r.amount * 100)::bigint
    FROM purchases r
    WHERE r.payment_status::text = 'refunded' AND r.refunded_at IS NOT NULL
  ) c
  GROUP BY day, product_id, affiliate_key, code
  ON CONFLICT (day, product_id, affiliate_key, code, shard) DO UPDATE SET
    orders = s.orders + excluded.orders,
    gross_cents = s.gross_cents + excluded.gross_cents,
    discount_cents = s.discount_cents + excluded.discount_cents,
    refunds = s.refunds + excluded.refunds,
    refunds_cents = s.refunds_cents + excluded.refunds_cents;
