ALTER TABLE "workers" ADD CONSTRAINT "workers_company_id_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "insurance_statuses" ADD CONSTRAINT "insurance_statuses_company_worker_fk" FOREIGN KEY ("company_id","worker_id") REFERENCES "public"."workers"("company_id","id") ON DELETE cascade ON UPDATE no action;
