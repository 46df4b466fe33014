ALTER TABLE "stop" ADD COLUMN "location_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stop" ADD COLUMN "parent_stop_id" uuid;--> statement-breakpoint
ALTER TABLE "stop" ADD CONSTRAINT "stop_parent_stop_id_stop_id_fk" FOREIGN KEY ("parent_stop_id") REFERENCES "public"."stop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stop_parent_idx" ON "stop" USING btree ("parent_stop_id");--> statement-breakpoint
ALTER TABLE "stop" ADD CONSTRAINT "stop_location_type_check" CHECK ("stop"."location_type" in (0, 1));--> statement-breakpoint
ALTER TABLE "stop" ADD CONSTRAINT "stop_station_parent_check" CHECK ("stop"."location_type" = 0 or "stop"."parent_stop_id" is null);