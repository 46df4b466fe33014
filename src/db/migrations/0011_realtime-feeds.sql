CREATE TABLE "realtime_feed" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"interval_s" integer NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"matched" integer,
	"unmatched" integer,
	"refused" integer,
	"feed_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_feed_interval_check" CHECK ("realtime_feed"."interval_s" >= 5)
);
--> statement-breakpoint
CREATE INDEX "realtime_feed_due_idx" ON "realtime_feed" USING btree ("next_poll_at") WHERE not "realtime_feed"."paused";