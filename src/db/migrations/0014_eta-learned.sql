CREATE TABLE "eta_learned" (
	"route_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"segment" text NOT NULL,
	"slot" integer NOT NULL,
	"value" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eta_learned_route_id_direction_kind_segment_slot_pk" PRIMARY KEY("route_id","direction","kind","segment","slot"),
	CONSTRAINT "eta_learned_kind_check" CHECK ("eta_learned"."kind" in ('stretch', 'lag', 'place')),
	CONSTRAINT "eta_learned_slot_check" CHECK ("eta_learned"."slot" between 0 and 47),
	CONSTRAINT "eta_learned_weight_check" CHECK ("eta_learned"."weight" > 0)
);
--> statement-breakpoint
ALTER TABLE "eta_learned" ADD CONSTRAINT "eta_learned_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;