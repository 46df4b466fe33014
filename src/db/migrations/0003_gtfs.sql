CREATE TABLE "agency" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gtfs_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"timezone" text NOT NULL,
	"lang" text,
	"phone" text,
	"fare_url" text,
	"email" text,
	CONSTRAINT "agency_gtfs_id_unique" UNIQUE("gtfs_id")
);
--> statement-breakpoint
CREATE TABLE "gtfs_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"actor_id" text,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "gtfs_import_status_check" CHECK ("gtfs_import"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "service_calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gtfs_id" text NOT NULL,
	"days_of_week" integer[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "service_calendar_gtfs_id_unique" UNIQUE("gtfs_id"),
	CONSTRAINT "service_calendar_days_check" CHECK ("service_calendar"."days_of_week" <@ array[1,2,3,4,5,6,7]),
	CONSTRAINT "service_calendar_dates_check" CHECK ("service_calendar"."end_date" >= "service_calendar"."start_date")
);
--> statement-breakpoint
CREATE TABLE "service_calendar_date" (
	"calendar_id" uuid NOT NULL,
	"date" date NOT NULL,
	"exception" text NOT NULL,
	CONSTRAINT "service_calendar_date_calendar_id_date_pk" PRIMARY KEY("calendar_id","date"),
	CONSTRAINT "service_calendar_date_exception_check" CHECK ("service_calendar_date"."exception" in ('added', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "shape" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gtfs_id" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"distances" jsonb,
	CONSTRAINT "shape_gtfs_id_unique" UNIQUE("gtfs_id")
);
--> statement-breakpoint
CREATE TABLE "operator_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule" DROP CONSTRAINT "schedule_departure_time_check";--> statement-breakpoint
ALTER TABLE "schedule" DROP CONSTRAINT "schedule_days_of_week_check";--> statement-breakpoint
ALTER TABLE "fare" ADD COLUMN "gtfs_id" text;--> statement-breakpoint
ALTER TABLE "route" ADD COLUMN "route_type" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "route" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "gtfs_id" text;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "service_calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "shape_id" uuid;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "direction_id" integer;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "block_id" text;--> statement-breakpoint
ALTER TABLE "service_calendar_date" ADD CONSTRAINT "service_calendar_date_calendar_id_service_calendar_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."service_calendar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route" ADD CONSTRAINT "route_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_service_calendar_id_service_calendar_id_fk" FOREIGN KEY ("service_calendar_id") REFERENCES "public"."service_calendar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_shape_id_shape_id_fk" FOREIGN KEY ("shape_id") REFERENCES "public"."shape"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_gtfs_id_unique" UNIQUE("gtfs_id");--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_departure_time_check" CHECK ("schedule"."departure_time" between 0 and 2879);--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_days_of_week_check" CHECK ((cardinality("schedule"."days_of_week") > 0 or "schedule"."service_calendar_id" is not null) and "schedule"."days_of_week" <@ array[1,2,3,4,5,6,7]);