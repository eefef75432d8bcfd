ALTER TABLE "deduction_records" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "deduction_records" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deduction_records" ADD COLUMN "superseded_by" uuid;--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "insurance_uploads" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "deduction_records" ADD CONSTRAINT "deduction_records_superseded_by_deduction_records_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."deduction_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deduction_records_company_id_content_hash_index" ON "deduction_records" USING btree ("company_id","content_hash");--> statement-breakpoint
CREATE INDEX "commission_uploads_company_id_content_hash_index" ON "commission_uploads" USING btree ("company_id","content_hash");--> statement-breakpoint
CREATE INDEX "insurance_uploads_company_id_content_hash_index" ON "insurance_uploads" USING btree ("company_id","content_hash");--> statement-breakpoint
ALTER TABLE "deduction_records" ADD CONSTRAINT "deduction_records_superseded_check" CHECK ("deduction_records"."superseded_by" is null or "deduction_records"."superseded_at" is not null);