CREATE TABLE "sandbox_charge" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"confirmation_id" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charge_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charge_confirmation_id_unique" UNIQUE("confirmation_id"),
	CONSTRAINT "sandbox_charge_status_check" CHECK ("sandbox_charge"."status" in ('succeeded', 'declined', 'insufficient-funds', 'requires-confirmation')),
	CONSTRAINT "sandbox_charge_amounts_check" CHECK ("sandbox_charge"."amount_minor" >= 0 and "sandbox_charge"."refunded_minor" between 0 and "sandbox_charge"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "schedule_stop" (
	"schedule_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"stop_id" uuid NOT NULL,
	"arrive_s" integer NOT NULL,
	"depart_s" integer NOT NULL,
	CONSTRAINT "schedule_stop_schedule_id_sequence_pk" PRIMARY KEY("schedule_id","sequence"),
	CONSTRAINT "schedule_stop_times_check" CHECK ("schedule_stop"."depart_s" >= "schedule_stop"."arrive_s" and "schedule_stop"."arrive_s" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "refund_minor" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "confirmation_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_reservation" ADD COLUMN "hold_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_reservation" ADD COLUMN "declared_female" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "day_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "own_times" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Trips rolled out before this migration have their times in trip_stop: the default says so.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "schedule_stop" ADD CONSTRAINT "schedule_stop_schedule_id_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_stop" ADD CONSTRAINT "schedule_stop_stop_id_stop_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_stop_stop_idx" ON "schedule_stop" USING btree ("stop_id","schedule_id");--> statement-breakpoint
CREATE INDEX "payment_open_idx" ON "payment" USING btree ("created_at") WHERE "payment"."status" in ('pending', 'requires-confirmation');--> statement-breakpoint
CREATE INDEX "seat_reservation_hold_idx" ON "seat_reservation" USING btree ("hold_id");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_refund_check" CHECK ("booking"."refund_minor" is null or "booking"."refund_minor" between 0 and "booking"."amount_minor");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('pending', 'requires-confirmation', 'succeeded', 'declined', 'refunded'));--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_times_source_check" CHECK ("trip"."own_times" or ("trip"."schedule_id" is not null and "trip"."day_start" is not null));--> statement-breakpoint
-- schedule_stop is kept by the database: whoever writes a schedule (the admin screens, a GTFS
-- import, the seed) or a route's stops, its calls follow. Entries of stop_offsets without a
-- stopId follow the route's stops in order.
CREATE FUNCTION "schedule_stop_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "schedule_stop" WHERE "schedule_id" = ANY(ids);
  INSERT INTO "schedule_stop" ("schedule_id", "sequence", "stop_id", "arrive_s", "depart_s")
  SELECT s.id, o.ord, coalesce((o.e->>'stopId')::uuid, rs.stop_id),
    s.departure_time * 60 + coalesce((o.e->>'arriveSeconds')::int, (o.e->>'arrive')::int * 60),
    s.departure_time * 60 + coalesce((o.e->>'departSeconds')::int, (o.e->>'depart')::int * 60)
  FROM "schedule" s
  CROSS JOIN LATERAL jsonb_array_elements(s.stop_offsets) WITH ORDINALITY AS o(e, ord)
  LEFT JOIN "route_stop" rs ON rs.route_id = s.route_id AND rs.sequence = o.ord
  WHERE s.id = ANY(ids) AND coalesce((o.e->>'stopId')::uuid, rs.stop_id) IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_stop_from_schedules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_stop_refresh"(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "schedule_stop_from_routes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_stop_refresh"(ARRAY(
    SELECT s.id FROM "schedule" s
    WHERE s.route_id IN (SELECT route_id FROM changed)
      AND NOT coalesce(s.stop_offsets->0 ? 'stopId', false)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_stop_on_schedule_insert" AFTER INSERT ON "schedule"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_stop_from_schedules"();--> statement-breakpoint
CREATE TRIGGER "schedule_stop_on_schedule_update" AFTER UPDATE ON "schedule"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_stop_from_schedules"();--> statement-breakpoint
CREATE TRIGGER "schedule_stop_on_route_stop_insert" AFTER INSERT ON "route_stop"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_stop_from_routes"();--> statement-breakpoint
CREATE TRIGGER "schedule_stop_on_route_stop_update" AFTER UPDATE ON "route_stop"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_stop_from_routes"();--> statement-breakpoint
CREATE TRIGGER "schedule_stop_on_route_stop_delete" AFTER DELETE ON "route_stop"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_stop_from_routes"();--> statement-breakpoint
SELECT "schedule_stop_refresh"(ARRAY(SELECT id FROM "schedule"));--> statement-breakpoint
CREATE VIEW "trip_time" AS
SELECT ts.trip_id, ts.sequence, ts.stop_id, ts.arrival, ts.departure
FROM "trip_stop" ts JOIN "trip" t ON t.id = ts.trip_id
WHERE t.own_times
UNION ALL
SELECT t.id, ss.sequence, ss.stop_id,
  t.day_start + ss.arrive_s * interval '1 second',
  t.day_start + ss.depart_s * interval '1 second'
FROM "trip" t JOIN "schedule_stop" ss ON ss.schedule_id = t.schedule_id
WHERE NOT t.own_times;
