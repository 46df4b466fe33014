-- One booking per hold, one charge in flight per booking, at most one live ticket per seat and
-- stretch (decision 015). Drizzle cannot declare exclusion constraints: ticket_no_overlap is
-- written by hand below, like seat_reservation_no_overlap in 0001.
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limit_expire_idx" ON "rate_limit" USING btree ("expire");--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
-- A booking made before this migration takes the hold its reservations belong to (the last
-- booking written for a hold is the one its reservations point to; older twins keep none).
UPDATE "booking" b SET "hold_id" = r."hold_id"
  FROM (SELECT DISTINCT ON ("hold_id") "hold_id", "booking_id" FROM "seat_reservation"
    WHERE "booking_id" IS NOT NULL ORDER BY "hold_id", "created_at" DESC) r
  WHERE r."booking_id" = b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "booking_hold_unique" ON "booking" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_in_flight" ON "payment" USING btree ("booking_id") WHERE "payment"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "stops" "int4range";--> statement-breakpoint
UPDATE "ticket" t SET "trip_id" = b."trip_id", "stops" = int4range(b."from_seq", b."to_seq")
  FROM "booking" b WHERE b."id" = t."booking_id";--> statement-breakpoint
ALTER TABLE "ticket" ALTER COLUMN "trip_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket" ALTER COLUMN "stops" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_trip_idx" ON "ticket" USING btree ("trip_id");--> statement-breakpoint
-- A seat sold twice before this migration: the ticket issued first stays, the later ones are
-- void (the audit of such bookings is the operator's; decision 015).
UPDATE "ticket" t SET "status" = 'void'
  WHERE t."status" <> 'void' AND EXISTS (SELECT 1 FROM "ticket" o
    WHERE o."trip_id" = t."trip_id" AND o."seat" = t."seat" AND o."stops" && t."stops"
      AND o."status" <> 'void' AND (o."created_at", o."id") < (t."created_at", t."id"));--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_no_overlap" EXCLUDE USING gist ("trip_id" WITH =, "seat" WITH =, "stops" WITH &&) WHERE ("status" <> 'void');
