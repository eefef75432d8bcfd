CREATE INDEX "worker_commissions_batch_sums_index" ON "worker_commissions" USING btree ("batch_id","status","manual_total","total");--> statement-breakpoint
CREATE INDEX "tip_records_company_id_worker_group_code_date_tip_id_index" ON "tip_records" USING btree ("company_id","worker_group_code","date_tip","id");--> statement-breakpoint
DROP INDEX "tip_records_company_id_worker_group_code_date_tip_index";
