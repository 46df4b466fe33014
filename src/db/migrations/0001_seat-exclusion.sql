-- A seat is sold per segment: one seat may carry A→B and B→C, never two live reservations whose
-- stop ranges overlap. Drizzle cannot declare exclusion constraints, hence this custom migration.
-- PGlite loads btree_gist itself (src/db/client.ts); PostgreSQL needs the extension created.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "seat_reservation" ADD CONSTRAINT "seat_reservation_no_overlap" EXCLUDE USING gist ("trip_id" WITH =, "seat" WITH =, "stops" WITH &&) WHERE ("status" <> 'cancelled');
