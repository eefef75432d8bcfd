CREATE TABLE "commission_input_uploads" (
	"input_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "commission_input_uploads_input_id_upload_id_pk" PRIMARY KEY("input_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "commission_upload_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"work_date" date,
	"input" text,
	"amount" bigint,
	"hours" numeric(6, 2),
	CONSTRAINT "commission_upload_rows_upload_position_unique" UNIQUE("upload_id","position"),
	CONSTRAINT "commission_upload_rows_figure_check" CHECK (("commission_upload_rows"."amount" is null) <> ("commission_upload_rows"."hours" is null))
);
--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_company_number_unique";--> statement-breakpoint
ALTER TABLE "commission_inputs" DROP CONSTRAINT "commission_inputs_origin_check";--> statement-breakpoint
ALTER TABLE "commission_plan_lines" DROP CONSTRAINT "commission_plan_lines_origin_check";--> statement-breakpoint
ALTER TABLE "commission_uploads" DROP CONSTRAINT "commission_uploads_kind_check";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_sale_type_check";--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD COLUMN "superseded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_input_uploads" ADD CONSTRAINT "commission_input_uploads_input_id_commission_inputs_id_fk" FOREIGN KEY ("input_id") REFERENCES "public"."commission_inputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_input_uploads" ADD CONSTRAINT "commission_input_uploads_upload_id_commission_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."commission_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_upload_rows" ADD CONSTRAINT "commission_upload_rows_upload_id_commission_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."commission_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_upload_rows" ADD CONSTRAINT "commission_upload_rows_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_input_uploads_upload_id_index" ON "commission_input_uploads" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "commission_upload_rows_worker_id_work_date_index" ON "commission_upload_rows" USING btree ("worker_id","work_date");--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD CONSTRAINT "commission_uploads_superseded_by_id_commission_uploads_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."commission_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_uploads_company_id_kind_period_start_period_end_index" ON "commission_uploads" USING btree ("company_id","kind","period_start","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_company_number_unique" ON "deals" USING btree ("company_id","deal_number") WHERE "deals"."superseded_at" is null;--> statement-breakpoint
ALTER TABLE "commission_inputs" ADD CONSTRAINT "commission_inputs_origin_check" CHECK ("commission_inputs"."origin" in ('dealer-system', 'payroll-provider', 'technician-hours', 'other'));--> statement-breakpoint
ALTER TABLE "commission_plan_lines" ADD CONSTRAINT "commission_plan_lines_origin_check" CHECK ("commission_plan_lines"."origin" in ('dealer-system', 'payroll-provider', 'technician-hours', 'other'));--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD CONSTRAINT "commission_uploads_kind_check" CHECK ("commission_uploads"."kind" in ('dealer-system', 'payroll-provider', 'technician-hours'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_sale_type_check" CHECK ("deals"."sale_type" in ('new', 'used', 'service', 'parts'));