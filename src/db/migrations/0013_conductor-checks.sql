CREATE TABLE "ticket_check" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid,
	"trip_id" uuid NOT NULL,
	"device_id" text,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_time" timestamp with time zone,
	"method" text NOT NULL,
	"result" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ticket_check_method_check" CHECK ("ticket_check"."method" in ('token', 'reference', 'manual')),
	CONSTRAINT "ticket_check_result_check" CHECK ("ticket_check"."result" in ('valid', 'already-used', 'wrong-trip', 'wrong-stops', 'not-today', 'void', 'forged'))
);
--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "boarded_device_id" text;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "no_show_by" text;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "started_by" text;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "ticket_check" ADD CONSTRAINT "ticket_check_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check" ADD CONSTRAINT "ticket_check_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_check_one_boarding" ON "ticket_check" USING btree ("ticket_id") WHERE "ticket_check"."result" = 'valid';--> statement-breakpoint
CREATE INDEX "ticket_check_trip_idx" ON "ticket_check" USING btree ("trip_id","received_at");--> statement-breakpoint
CREATE INDEX "ticket_check_ticket_idx" ON "ticket_check" USING btree ("ticket_id");--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_used_boarded_check" CHECK ("ticket"."status" <> 'used' or "ticket"."boarded_at" is not null);--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_run_check" CHECK ("trip"."ended_at" is null or "trip"."started_at" is not null);