CREATE TABLE "simulation_lease" (
	"key" text PRIMARY KEY NOT NULL,
	"run" jsonb,
	"holder" text,
	"expires_at" timestamp with time zone,
	"started_at" timestamp with time zone
);
