ALTER TABLE "order_files" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_files" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_replaced_by_order_files_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."order_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_files_replaced_by_idx" ON "order_files" USING btree ("replaced_by");--> statement-breakpoint
-- Versions made before this migration: each earlier file of a deliverable is replaced by the
-- newest one of its order, as the delivery does from now on (decision 304).
UPDATE "order_files" AS "old" SET "replaced_at" = "newest"."created_at", "replaced_by" = "newest"."id"
FROM (
  SELECT DISTINCT ON ("purchase_id", "deliverable") "id", "purchase_id", "deliverable", "created_at"
  FROM "order_files" WHERE "deliverable" IS NOT NULL
  ORDER BY "purchase_id", "deliverable", "created_at" DESC, "id" DESC
) AS "newest"
WHERE "old"."purchase_id" = "newest"."purchase_id" AND "old"."deliverable" = "newest"."deliverable"
  AND "old"."id" <> "newest"."id";
