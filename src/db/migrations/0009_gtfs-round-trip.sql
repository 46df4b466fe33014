CREATE TABLE "gtfs_feed_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publisher_name" text NOT NULL,
	"publisher_url" text NOT NULL,
	"lang" text NOT NULL,
	"default_lang" text,
	"start_date" date,
	"end_date" date,
	"version" text,
	"contact_email" text,
	"contact_url" text
);
--> statement-breakpoint
CREATE TABLE "gtfs_transfer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_stop_id" uuid,
	"to_stop_id" uuid,
	"from_route_id" uuid,
	"to_route_id" uuid,
	"from_trip_id" text,
	"to_trip_id" text,
	"transfer_type" integer NOT NULL,
	"min_transfer_time_s" integer,
	CONSTRAINT "gtfs_transfer_type_check" CHECK ("gtfs_transfer"."transfer_type" between 0 and 5),
	CONSTRAINT "gtfs_transfer_time_check" CHECK ("gtfs_transfer"."min_transfer_time_s" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fare" ADD COLUMN "payment_method" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fare" ADD COLUMN "transfers" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "fare" ADD COLUMN "transfer_duration_s" integer;--> statement-breakpoint
ALTER TABLE "route" ADD COLUMN "colour_made_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "route" ADD COLUMN "text_colour_made_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "wheelchair_accessible" integer;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "bikes_allowed" integer;--> statement-breakpoint
ALTER TABLE "stop" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "stop" ADD COLUMN "wheelchair_boarding" integer;--> statement-breakpoint
ALTER TABLE "stop" ADD COLUMN "code_made_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gtfs_transfer" ADD CONSTRAINT "gtfs_transfer_from_stop_id_stop_id_fk" FOREIGN KEY ("from_stop_id") REFERENCES "public"."stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtfs_transfer" ADD CONSTRAINT "gtfs_transfer_to_stop_id_stop_id_fk" FOREIGN KEY ("to_stop_id") REFERENCES "public"."stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtfs_transfer" ADD CONSTRAINT "gtfs_transfer_from_route_id_route_id_fk" FOREIGN KEY ("from_route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtfs_transfer" ADD CONSTRAINT "gtfs_transfer_to_route_id_route_id_fk" FOREIGN KEY ("to_route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare" ADD CONSTRAINT "fare_gtfs_transfers_check" CHECK ("fare"."payment_method" in (0, 1) and "fare"."transfers" in (0, 1, 2) and "fare"."transfer_duration_s" >= 0);--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_gtfs_access_check" CHECK ("schedule"."wheelchair_accessible" in (0, 1, 2) and "schedule"."bikes_allowed" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "stop" ADD CONSTRAINT "stop_wheelchair_boarding_check" CHECK ("stop"."wheelchair_boarding" in (0, 1, 2));