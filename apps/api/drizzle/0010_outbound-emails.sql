CREATE TABLE "outbound_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "outbound_emails_attempts_check" CHECK ("outbound_emails"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "outbound_emails_next_attempt_at_index" ON "outbound_emails" USING btree ("next_attempt_at") WHERE "outbound_emails"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "outbound_emails_sent_at_index" ON "outbound_emails" USING btree ("sent_at");