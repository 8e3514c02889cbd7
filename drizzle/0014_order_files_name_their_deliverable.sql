ALTER TABLE "order_files" ADD COLUMN "deliverable" text;--> statement-breakpoint
-- Until now only products 1 and 2 had computed files, one document each.
UPDATE "order_files" SET "deliverable" = CASE "purchases"."product_id"
  WHEN 1 THEN 'quick-glimpse' WHEN 2 THEN 'cosmic-map' END
FROM "purchases"
WHERE "order_files"."purchase_id" = "purchases"."id" AND "order_files"."added_by" = 'system';
