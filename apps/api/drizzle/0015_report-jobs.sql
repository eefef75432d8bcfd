CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"worker_group_code" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"filename" text NOT NULL,
	"size_bytes" integer,
	"content" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "reports_progress" CHECK ("reports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "employer_notifications" DROP CONSTRAINT "employer_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_company_created_idx" ON "reports" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
SELECT "track_data_versions"('reports', 'c.company_id');--> statement-breakpoint
ALTER TABLE "employer_notifications" ADD CONSTRAINT "employer_notifications_kind_check" CHECK ("employer_notifications"."kind" in ('invoice-due', 'deduction-ready', 'batch-approval-requested', 'batch-approved', 'batch-rejected', 'tips-unrecognized-roles', 'insurance-upload-processed', 'payroll-activity-locked', 'bank-details-changed', 'report-ready', 'report-failed'));--> statement-breakpoint
-- Reports generated before this table were kept only in the audit trail; they stay listed, and their file is built
-- from the live data when downloaded (content is null), as it always was for them.
INSERT INTO "reports" ("id", "company_id", "type", "worker_group_code", "start_date", "end_date", "status", "progress", "filename", "size_bytes", "created_at", "created_by")
SELECT DISTINCT ON ("entity_id") "entity_id", "company_id", "after"->>'type', "after"->>'workerGroupCode', ("after"->>'startDate')::date, ("after"->>'endDate')::date, 'ready', 100, "after"->>'filename', ("after"->>'sizeBytes')::integer, "at", "after"->>'createdBy'
FROM "audit_events"
WHERE "entity" = 'report' AND "company_id" IS NOT NULL AND "after"->>'createdBy' IS NOT NULL
ORDER BY "entity_id", "at" DESC
ON CONFLICT DO NOTHING;
