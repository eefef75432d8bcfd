CREATE TABLE "employer_notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employer_notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
DROP INDEX "employer_notifications_company_id_index";--> statement-breakpoint
ALTER TABLE "employer_notification_reads" ADD CONSTRAINT "employer_notification_reads_notification_id_employer_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."employer_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_notification_reads" ADD CONSTRAINT "employer_notification_reads_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_notification_reads_user_id_index" ON "employer_notification_reads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "employer_notifications" DROP COLUMN "read_at";