ALTER TABLE "purchases" ADD COLUMN "customer_search" text;--> statement-breakpoint
-- What the admin search matches for an order: its customer's name (lower case), e-mail key and
-- phone digits, joined by a character nobody types, so a fragment never spans two of them.
CREATE FUNCTION customer_search_text(full_name text, email_key text, phone_digits text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(coalesce(full_name, '')) || chr(31) || coalesce(email_key, '') || chr(31)
    || coalesce(phone_digits, '')
$$;--> statement-breakpoint
-- An order takes its customer's text when it is written or moved to another customer (or to
-- none: the customer's deletion sets user_id to null, which clears it).
CREATE FUNCTION purchases_customer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL THEN
    NEW.customer_search := NULL;
  ELSE
    SELECT customer_search_text(u.full_name, u.email_key, u.phone_digits)
      INTO NEW.customer_search FROM users u WHERE u.id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER purchases_customer_search_insert BEFORE INSERT ON purchases
  FOR EACH ROW EXECUTE FUNCTION purchases_customer_search();--> statement-breakpoint
CREATE TRIGGER purchases_customer_search_update BEFORE UPDATE OF user_id ON purchases
  FOR EACH ROW WHEN (NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION purchases_customer_search();--> statement-breakpoint
-- A corrected name, e-mail or phone (or an erasure's scrubbing) reaches the customer's orders.
CREATE FUNCTION users_customer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchases
    SET customer_search = customer_search_text(NEW.full_name, NEW.email_key, NEW.phone_digits)
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_customer_search_update AFTER UPDATE OF full_name, email_key, phone ON users
  FOR EACH ROW WHEN (
    NEW.full_name IS DISTINCT FROM OLD.full_name
    OR NEW.email_key IS DISTINCT FROM OLD.email_key
    OR NEW.phone_digits IS DISTINCT FROM OLD.phone_digits
  )
  EXECUTE FUNCTION users_customer_search();--> statement-breakpoint
UPDATE purchases p
  SET customer_search = customer_search_text(u.full_name, u.email_key, u.phone_digits)
  FROM users u WHERE u.id = p.user_id;--> statement-breakpoint
CREATE INDEX "purchases_customer_search_trgm_idx" ON "purchases" USING gin ("customer_search" gin_trgm_ops);
--> statement-breakpoint
-- The planner needs the new column's statistics to choose between the index and a walk.
ANALYZE "purchases";
