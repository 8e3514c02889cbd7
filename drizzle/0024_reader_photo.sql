ALTER TABLE "admins" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "photo_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_photo_id_unique" ON "admins" USING btree ("photo_id");