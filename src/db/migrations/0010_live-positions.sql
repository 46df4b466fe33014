DROP INDEX "vehicle_position_trip_time_idx";--> statement-breakpoint
ALTER TABLE "vehicle_position" ADD COLUMN "along_m" double precision;--> statement-breakpoint
ALTER TABLE "vehicle_position" ADD COLUMN "off_route" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_position" ADD COLUMN "flag" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_position_trip_time_unique" ON "vehicle_position" USING btree ("trip_id","recorded_at");--> statement-breakpoint
ALTER TABLE "vehicle_position" ADD CONSTRAINT "vehicle_position_flag_check" CHECK ("vehicle_position"."flag" in ('jump'));