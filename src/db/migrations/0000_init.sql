CREATE TABLE "booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"trip_id" uuid NOT NULL,
	"from_seq" integer NOT NULL,
	"to_seq" integer NOT NULL,
	"passengers" jsonb NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending-payment' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reference_unique" UNIQUE("reference"),
	CONSTRAINT "booking_status_check" CHECK ("booking"."status" in ('pending-payment', 'confirmed', 'cancelled', 'refunded', 'expired')),
	CONSTRAINT "booking_currency_check" CHECK ("booking"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "booking_segment_check" CHECK ("booking"."from_seq" < "booking"."to_seq"),
	CONSTRAINT "booking_amount_check" CHECK ("booking"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fare" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"base_minor" integer DEFAULT 0 NOT NULL,
	"per_km_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"table" jsonb,
	CONSTRAINT "fare_route_id_unique" UNIQUE("route_id"),
	CONSTRAINT "fare_kind_check" CHECK ("fare"."kind" in ('per-km', 'table')),
	CONSTRAINT "fare_currency_check" CHECK ("fare"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "fare_amounts_check" CHECK ("fare"."base_minor" >= 0 and "fare"."per_km_minor" >= 0),
	CONSTRAINT "fare_table_check" CHECK ("fare"."kind" <> 'table' or "fare"."table" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('pending', 'succeeded', 'declined', 'refunded')),
	CONSTRAINT "payment_currency_check" CHECK ("payment"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_reservation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"seat" text NOT NULL,
	"stops" "int4range" NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"booking_id" uuid,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_reservation_status_check" CHECK ("seat_reservation"."status" in ('held', 'confirmed', 'cancelled')),
	CONSTRAINT "seat_reservation_stops_check" CHECK (not isempty("seat_reservation"."stops") and not lower_inf("seat_reservation"."stops") and not upper_inf("seat_reservation"."stops"))
);
--> statement-breakpoint
CREATE TABLE "bus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration" text NOT NULL,
	"name" text NOT NULL,
	"layout_id" uuid NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_registration_unique" UNIQUE("registration"),
	CONSTRAINT "bus_status_check" CHECK ("bus"."status" in ('active', 'maintenance', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "conductor_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"employee_number" text NOT NULL,
	"phone" text NOT NULL,
	"licence_number" text NOT NULL,
	"bus_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conductor_profile_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "conductor_profile_employee_number_unique" UNIQUE("employee_number"),
	CONSTRAINT "conductor_profile_status_check" CHECK ("conductor_profile"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "seat_layout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"decks" jsonb NOT NULL,
	"seat_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_layout_name_unique" UNIQUE("name"),
	CONSTRAINT "seat_layout_seat_count_check" CHECK ("seat_layout"."seat_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "route" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_name" text NOT NULL,
	"long_name" text NOT NULL,
	"colour" text DEFAULT '#1F6FEB' NOT NULL,
	"text_colour" text DEFAULT '#FFFFFF' NOT NULL,
	"shape" jsonb,
	"gtfs_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_gtfs_id_unique" UNIQUE("gtfs_id"),
	CONSTRAINT "route_colour_check" CHECK ("route"."colour" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "route_text_colour_check" CHECK ("route"."text_colour" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "route_stop" (
	"route_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"stop_id" uuid NOT NULL,
	"distance_m" integer NOT NULL,
	CONSTRAINT "route_stop_route_id_sequence_pk" PRIMARY KEY("route_id","sequence"),
	CONSTRAINT "route_stop_distance_check" CHECK ("route_stop"."distance_m" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"bus_id" uuid,
	"conductor_user_id" text,
	"days_of_week" integer[] NOT NULL,
	"departure_time" integer NOT NULL,
	"stop_offsets" jsonb NOT NULL,
	"headsign" text,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_departure_time_check" CHECK ("schedule"."departure_time" between 0 and 1439),
	CONSTRAINT "schedule_days_of_week_check" CHECK (cardinality("schedule"."days_of_week") > 0 and "schedule"."days_of_week" <@ array[1,2,3,4,5,6,7]),
	CONSTRAINT "schedule_validity_check" CHECK ("schedule"."valid_to" is null or "schedule"."valid_to" >= "schedule"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "stop" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"gtfs_id" text,
	"timezone" text,
	CONSTRAINT "stop_code_unique" UNIQUE("code"),
	CONSTRAINT "stop_gtfs_id_unique" UNIQUE("gtfs_id"),
	CONSTRAINT "stop_lat_range" CHECK ("stop"."lat" between -90 and 90),
	CONSTRAINT "stop_lng_range" CHECK ("stop"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trip" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"bus_id" uuid,
	"schedule_id" uuid,
	"service_date" date NOT NULL,
	"conductor_user_id" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"gtfs_id" text,
	"headsign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_gtfs_id_unique" UNIQUE("gtfs_id"),
	CONSTRAINT "trip_schedule_date_unique" UNIQUE("schedule_id","service_date"),
	CONSTRAINT "trip_status_check" CHECK ("trip"."status" in ('scheduled', 'boarding', 'en-route', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "trip_stop" (
	"trip_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"stop_id" uuid NOT NULL,
	"arrival" timestamp with time zone NOT NULL,
	"departure" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_stop_trip_id_sequence_pk" PRIMARY KEY("trip_id","sequence"),
	CONSTRAINT "trip_stop_times_check" CHECK ("trip_stop"."departure" >= "trip_stop"."arrival")
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_status_check" CHECK ("contact_message"."status" in ('new', 'read', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"passenger_name" text NOT NULL,
	"seat" text NOT NULL,
	"qr_token" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"boarded_at" timestamp with time zone,
	"validated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_qr_token_unique" UNIQUE("qr_token"),
	CONSTRAINT "ticket_booking_seat_unique" UNIQUE("booking_id","seat"),
	CONSTRAINT "ticket_status_check" CHECK ("ticket"."status" in ('valid', 'used', 'void'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_position" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"bus_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"bearing" double precision,
	"speed" double precision,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "vehicle_position_lat_range" CHECK ("vehicle_position"."lat" between -90 and 90),
	CONSTRAINT "vehicle_position_lng_range" CHECK ("vehicle_position"."lng" between -180 and 180),
	CONSTRAINT "vehicle_position_source_check" CHECK ("vehicle_position"."source" in ('conductor', 'simulator', 'import')),
	CONSTRAINT "vehicle_position_bearing_check" CHECK ("vehicle_position"."bearing" is null or "vehicle_position"."bearing" between 0 and 360)
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare" ADD CONSTRAINT "fare_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reservation" ADD CONSTRAINT "seat_reservation_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reservation" ADD CONSTRAINT "seat_reservation_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus" ADD CONSTRAINT "bus_layout_id_seat_layout_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."seat_layout"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conductor_profile" ADD CONSTRAINT "conductor_profile_bus_id_bus_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."bus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stop" ADD CONSTRAINT "route_stop_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stop" ADD CONSTRAINT "route_stop_stop_id_stop_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_bus_id_bus_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."bus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_bus_id_bus_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."bus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_schedule_id_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stop" ADD CONSTRAINT "trip_stop_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stop" ADD CONSTRAINT "trip_stop_stop_id_stop_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_position" ADD CONSTRAINT "vehicle_position_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_position" ADD CONSTRAINT "vehicle_position_bus_id_bus_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."bus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_user_idx" ON "booking" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_trip_idx" ON "booking" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "booking_pending_expiry_idx" ON "booking" USING btree ("expires_at") WHERE "booking"."status" = 'pending-payment';--> statement-breakpoint
CREATE INDEX "payment_booking_idx" ON "payment" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "seat_reservation_trip_idx" ON "seat_reservation" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "seat_reservation_booking_idx" ON "seat_reservation" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "seat_reservation_user_idx" ON "seat_reservation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seat_reservation_held_expiry_idx" ON "seat_reservation" USING btree ("expires_at") WHERE "seat_reservation"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bus_layout_idx" ON "bus" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "conductor_profile_bus_idx" ON "conductor_profile" USING btree ("bus_id");--> statement-breakpoint
CREATE INDEX "route_stop_stop_idx" ON "route_stop" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "schedule_route_idx" ON "schedule" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "trip_service_date_route_idx" ON "trip" USING btree ("service_date","route_id");--> statement-breakpoint
CREATE INDEX "trip_conductor_date_idx" ON "trip" USING btree ("conductor_user_id","service_date");--> statement-breakpoint
CREATE INDEX "trip_bus_date_idx" ON "trip" USING btree ("bus_id","service_date");--> statement-breakpoint
CREATE INDEX "trip_stop_stop_departure_idx" ON "trip_stop" USING btree ("stop_id","departure");--> statement-breakpoint
CREATE INDEX "contact_message_status_idx" ON "contact_message" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_position_trip_time_idx" ON "vehicle_position" USING btree ("trip_id","recorded_at");--> statement-breakpoint
CREATE INDEX "vehicle_position_recorded_idx" ON "vehicle_position" USING btree ("recorded_at");