CREATE TABLE "contact_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_state" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_error" text,
	CONSTRAINT "contact_reply_mail_state_check" CHECK ("contact_reply"."mail_state" in ('pending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "contact_message" DROP CONSTRAINT "contact_message_status_check";--> statement-breakpoint
ALTER TABLE "contact_message" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "topic" text NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "booking_reference" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "mail_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "mail_next_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "contact_reply" ADD CONSTRAINT "contact_reply_message_id_contact_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reply" ADD CONSTRAINT "contact_reply_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reply_message_idx" ON "contact_reply" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_reply_mail_pending_idx" ON "contact_reply" USING btree ("mail_next_at") WHERE "contact_reply"."mail_state" = 'pending';--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_unread_idx" ON "contact_message" USING btree ("created_at") WHERE "contact_message"."read_at" is null;--> statement-breakpoint
CREATE INDEX "contact_message_mail_pending_idx" ON "contact_message" USING btree ("mail_next_at") WHERE "contact_message"."mail_state" = 'pending';--> statement-breakpoint
ALTER TABLE "contact_message" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_topic_check" CHECK ("contact_message"."topic" in ('booking', 'refund', 'tickets', 'tracking', 'account', 'other'));--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_mail_state_check" CHECK ("contact_message"."mail_state" in ('pending', 'sent'));--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_status_check" CHECK ("contact_message"."status" in ('open', 'answered', 'closed'));