CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_company_name_unique" UNIQUE("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dashboard_title" text NOT NULL,
	"logo_url" text,
	"payroll_provider" text NOT NULL,
	"pay_frequency" text NOT NULL,
	"period_start_date" date NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_pay_frequency_check" CHECK ("companies"."pay_frequency" in ('weekly', 'biweekly', 'semimonthly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "company_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_type" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"is_primary" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"representative_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"invoice_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"invoice_emails_cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"deduction_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"invoice_code_prefix" text NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"send_deduction_email" boolean DEFAULT true NOT NULL,
	"weekly_start_date" date,
	"biweekly_start_date" date,
	"auto_schedule_repayment_invoices" boolean DEFAULT false NOT NULL,
	"auto_schedule_fees_invoices" boolean DEFAULT false NOT NULL,
	"onboarded" boolean DEFAULT true NOT NULL,
	"disable_deposits" boolean DEFAULT false NOT NULL,
	"disable_savings" boolean DEFAULT false NOT NULL,
	"upload_worker_group_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_groups_company_code_unique" UNIQUE("company_id","worker_group_code")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"periods_per_invoice_email" integer DEFAULT 1 NOT NULL,
	"days_after_end_date_for_payment" integer DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"gross_deposit_percent_available" numeric(7, 4) DEFAULT 50 NOT NULL,
	"transaction_limit_per_pay_period" integer DEFAULT 3 NOT NULL,
	"amount_limit_per_pay_period" bigint DEFAULT 50000 NOT NULL,
	"employer_covered_transactions_per_pay_period" integer DEFAULT 0 NOT NULL,
	"type_of_funding" text DEFAULT 'provider' NOT NULL,
	"funding_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"processing_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"employee_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"saving_employee_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"cashout_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"billing_saving_employer_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"transaction_fee_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"lower_transaction_fee" bigint DEFAULT 0 NOT NULL,
	"lower_transaction_fee_threshold" bigint DEFAULT 0 NOT NULL,
	"transaction_fee_cap" bigint,
	"gross_tip_percent_available" numeric(7, 4) DEFAULT 0 NOT NULL,
	"has_new_pricing" boolean DEFAULT false NOT NULL,
	"has_ath_movil" boolean DEFAULT false NOT NULL,
	"timecard_provider" text,
	"sms_enabled" boolean DEFAULT true NOT NULL,
	"emails_enabled" boolean DEFAULT true NOT NULL,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"referral_program" boolean DEFAULT false NOT NULL,
	"payroll_admin_name" text,
	"payroll_admin_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"billing_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"apply_retentions" boolean DEFAULT false NOT NULL,
	"fee_retention_at_group_code_level" boolean DEFAULT false NOT NULL,
	"disable_tips_transactions" boolean DEFAULT false NOT NULL,
	"number_status_threshold" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "company_settings_status_check" CHECK ("company_settings"."status" in ('active', 'onboarding', 'suspended', 'inactive')),
	CONSTRAINT "company_settings_type_of_funding_check" CHECK ("company_settings"."type_of_funding" in ('employer', 'provider')),
	CONSTRAINT "company_settings_timecard_provider_check" CHECK ("company_settings"."timecard_provider" in ('punchclock', 'shiftbook'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_user_titles" (
	"user_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	CONSTRAINT "dashboard_user_titles_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"worker_group_code" text,
	"worker_group_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands_view" boolean DEFAULT false NOT NULL,
	"dynamic_commission_permissions" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "dashboard_users_role_check" CHECK ("dashboard_users"."role" in ('super-admin', 'tips-admin', 'member')),
	CONSTRAINT "dashboard_users_email_lowercase_check" CHECK ("dashboard_users"."email" = lower("dashboard_users"."email")),
	CONSTRAINT "dashboard_users_permissions_check" CHECK ("dashboard_users"."permissions" <@ array['employer-dashboard', 'billing', 'employees', 'deductions', 'bank-details', 'reports', 'commissions-approve', 'commissions-create', 'commissions-view', 'commissions-v2-approve', 'commissions-v2-create', 'commissions-v2-view', 'insurance', 'insurance-edit', 'tips-admin', 'tips-manager', 'payroll-activity']::text[])
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_brand_name_unique" UNIQUE("brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"commission_batch_creation_limit_date" date,
	"commission_batch_approval_limit_date" date,
	"commission_frequency" text NOT NULL,
	"days_before_creation_notification" integer DEFAULT 2 NOT NULL,
	"days_before_approval_notification" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "titles_department_name_unique" UNIQUE("department_id","name"),
	CONSTRAINT "titles_commission_frequency_check" CHECK ("titles"."commission_frequency" in ('weekly', 'biweekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "ewa_transfers" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "ewa_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"worker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"deposited_at" timestamp with time zone,
	"invoice_id" uuid,
	CONSTRAINT "ewa_transfers_kind_check" CHECK ("ewa_transfers"."kind" in ('advance', 'saving-withdrawal', 'tip-advance')),
	CONSTRAINT "ewa_transfers_status_check" CHECK ("ewa_transfers"."status" in ('pending', 'completed', 'failed', 'reversed')),
	CONSTRAINT "ewa_transfers_amount_check" CHECK ("ewa_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tip_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"role" text NOT NULL,
	"automatic_disbursement" boolean DEFAULT false NOT NULL,
	"accumulate_tips" boolean DEFAULT false NOT NULL,
	"allows_full_split" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_rules_worker_role_unique" UNIQUE("worker_id","role"),
	CONSTRAINT "tip_rules_disbursement_check" CHECK (not "tip_rules"."automatic_disbursement" or "tip_rules"."accumulate_tips")
);
--> statement-breakpoint
CREATE TABLE "worker_start_dates" (
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"worker_id" uuid NOT NULL,
	"cycle" text NOT NULL,
	"start_date" date NOT NULL,
	CONSTRAINT "worker_start_dates_worker_group_code_worker_id_cycle_pk" PRIMARY KEY("worker_group_code","worker_id","cycle"),
	CONSTRAINT "worker_start_dates_cycle_check" CHECK ("worker_start_dates"."cycle" in ('weekly', 'biweekly', 'semimonthly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "worker_status_log" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "worker_status_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"worker_id" uuid NOT NULL,
	"type" text NOT NULL,
	"changed_to" boolean NOT NULL,
	"changed_by" text NOT NULL,
	"change_motives" text[] DEFAULT '{}'::text[] NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "worker_status_log_type_check" CHECK ("worker_status_log"."type" in ('admin', 'system', 'creci'))
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"worker_id" text NOT NULL,
	"payroll_file_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"hire_date" date NOT NULL,
	"worker_status" text DEFAULT 'active' NOT NULL,
	"worker_type" text NOT NULL,
	"compensation_type" text NOT NULL,
	"pay_rate" bigint NOT NULL,
	"hours_per_week" numeric(5, 2),
	"pay_frequency" text NOT NULL,
	"current_pay_period_start" date,
	"limit_for_user" bigint,
	"transaction_limit_per_pp" integer,
	"amount_limit_per_pp" bigint,
	"employee_fee_percent" numeric(7, 4),
	"max_offer" bigint,
	"eligibility_hours" numeric(6, 2),
	"termination_date" date,
	"termination_reason" text,
	"has_bank_account" boolean DEFAULT false NOT NULL,
	"bank_account_verified" boolean DEFAULT false NOT NULL,
	"savings_enabled" boolean DEFAULT false NOT NULL,
	"has_savings_account" boolean DEFAULT false NOT NULL,
	"status_admin_enabled" boolean DEFAULT true NOT NULL,
	"status_system_enabled" boolean DEFAULT true NOT NULL,
	"status_creci_enabled" boolean DEFAULT true NOT NULL,
	"active_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"gross_tip" bigint DEFAULT 0 NOT NULL,
	"eligible_tip" bigint DEFAULT 0 NOT NULL,
	"tips_enabled" boolean DEFAULT false NOT NULL,
	"pos_id" text,
	"ignore_role_for_tips" boolean DEFAULT false NOT NULL,
	"default_role" text,
	"commissions_active" boolean DEFAULT false NOT NULL,
	"title_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_company_worker_id_unique" UNIQUE("company_id","worker_id"),
	CONSTRAINT "workers_worker_status_check" CHECK ("workers"."worker_status" in ('active', 'inactive', 'on-leave', 'terminated')),
	CONSTRAINT "workers_worker_type_check" CHECK ("workers"."worker_type" in ('full-time', 'part-time', 'seasonal', 'contractor')),
	CONSTRAINT "workers_compensation_type_check" CHECK ("workers"."compensation_type" in ('hourly', 'salary', 'commission')),
	CONSTRAINT "workers_pay_frequency_check" CHECK ("workers"."pay_frequency" in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
	CONSTRAINT "workers_active_products_check" CHECK ("workers"."active_products" <@ array['goals', 'ewa', 'tips']::text[]),
	CONSTRAINT "workers_termination_check" CHECK (("workers"."worker_status" = 'terminated') = ("workers"."termination_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "deduction_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"csv_drive_id" text,
	"employer_csv_drive_id" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cycle" text NOT NULL,
	"set" integer DEFAULT 1 NOT NULL,
	"upload_date" timestamp with time zone,
	"compensation_type" text NOT NULL,
	"origin" text NOT NULL,
	"payroll" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deduction_records_cycle_check" CHECK ("deduction_records"."cycle" in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
	CONSTRAINT "deduction_records_origin_check" CHECK ("deduction_records"."origin" in ('automatic', 'employer', 'internal')),
	CONSTRAINT "deduction_records_compensation_type_check" CHECK ("deduction_records"."compensation_type" in ('hourly', 'salary', 'commission'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"payment_status" text NOT NULL,
	"due_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"user_revenue" bigint DEFAULT 0 NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"payment_started_at" timestamp with time zone,
	"payment_processed_at" timestamp with time zone,
	"repayment_revenue_correlation_id" text,
	"repayment_revenue_status" text,
	"employer_processing" bigint,
	"user_processing" bigint,
	"employer_revenue" bigint,
	"employer_sponsored_revenue" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('repayment', 'fees')),
	CONSTRAINT "invoices_payment_status_check" CHECK ("invoices"."payment_status" in ('scheduled', 'pending', 'processing', 'paid', 'failed')),
	CONSTRAINT "invoices_repayment_revenue_status_check" CHECK ("invoices"."repayment_revenue_status" in ('pending', 'collected', 'failed')),
	CONSTRAINT "invoices_dates_check" CHECK ("invoices"."end_date" >= "invoices"."start_date"),
	CONSTRAINT "invoices_type_fields_check" CHECK (case "invoices"."type"
        when 'repayment' then "invoices"."employer_processing" is null and "invoices"."user_processing" is null and "invoices"."employer_revenue" is null and "invoices"."employer_sponsored_revenue" is null
        else "invoices"."repayment_revenue_correlation_id" is null and "invoices"."repayment_revenue_status" is null and "invoices"."employer_processing" is not null and "invoices"."user_processing" is not null and "invoices"."employer_revenue" is not null and "invoices"."employer_sponsored_revenue" is not null
      end)
);
--> statement-breakpoint
CREATE TABLE "period_workers" (
	"period_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"deduction_amount" bigint DEFAULT 0 NOT NULL,
	"tip_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "period_workers_period_id_worker_id_pk" PRIMARY KEY("period_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cycle" text NOT NULL,
	"deduction_date" date NOT NULL,
	"compensation_type" text NOT NULL,
	"location" text,
	"deductions_uploaded_at" timestamp with time zone,
	"tips_uploaded_at" timestamp with time zone,
	CONSTRAINT "periods_cycle_check" CHECK ("periods"."cycle" in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
	CONSTRAINT "periods_compensation_type_check" CHECK ("periods"."compensation_type" in ('hourly', 'salary', 'commission')),
	CONSTRAINT "periods_dates_check" CHECK ("periods"."end_date" >= "periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "commission_batch_events" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "commission_batch_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_email" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_batch_manual_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	CONSTRAINT "commission_batch_manual_inputs_batch_name_unique" UNIQUE("batch_id","name")
);
--> statement-breakpoint
CREATE TABLE "commission_batch_titles" (
	"batch_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	CONSTRAINT "commission_batch_titles_batch_id_title_id_pk" PRIMARY KEY("batch_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "commission_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"generation" smallint NOT NULL,
	"type" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"uploaded" boolean DEFAULT false NOT NULL,
	"invisible" boolean DEFAULT false NOT NULL,
	"creator_email" text NOT NULL,
	"brand_id" uuid,
	"department_id" uuid,
	"title_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_batches_generation_check" CHECK ("commission_batches"."generation" in (1, 2, 3)),
	CONSTRAINT "commission_batches_type_check" CHECK ("commission_batches"."type" in ('normal', 'preview')),
	CONSTRAINT "commission_batches_status_check" CHECK ("commission_batches"."status" in ('draft', 'pending-approval', 'in-review', 'rejected', 'approved')),
	CONSTRAINT "commission_batches_dates_check" CHECK ("commission_batches"."end_date" >= "commission_batches"."start_date")
);
--> statement-breakpoint
CREATE TABLE "commission_input_steps" (
	"input_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"min" numeric(14, 4) NOT NULL,
	"max" numeric(14, 4),
	"per_unit" numeric(14, 4) DEFAULT 0 NOT NULL,
	"flat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_input_steps_input_id_position_pk" PRIMARY KEY("input_id","position")
);
--> statement-breakpoint
CREATE TABLE "commission_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_commission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"input_type" text NOT NULL,
	"commission_type" text NOT NULL,
	"step_type" text NOT NULL,
	"initial_value" numeric(14, 4) NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "commission_inputs_commission_position_unique" UNIQUE("worker_commission_id","position"),
	CONSTRAINT "commission_inputs_origin_check" CHECK ("commission_inputs"."origin" in ('dealer-system', 'other')),
	CONSTRAINT "commission_inputs_input_type_check" CHECK ("commission_inputs"."input_type" in ('dollars', 'percentage', 'quantity')),
	CONSTRAINT "commission_inputs_commission_type_check" CHECK ("commission_inputs"."commission_type" in ('dollars', 'percentage')),
	CONSTRAINT "commission_inputs_percentage_check" CHECK ("commission_inputs"."commission_type" <> 'percentage' or "commission_inputs"."input_type" = 'dollars'),
	CONSTRAINT "commission_inputs_step_type_check" CHECK ("commission_inputs"."step_type" in ('tiered', 'volume'))
);
--> statement-breakpoint
CREATE TABLE "commission_plan_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"input_type" text NOT NULL,
	"commission_type" text NOT NULL,
	"origin" text NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"apply_to" text,
	"subtract_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"add_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "commission_plan_lines_plan_position_unique" UNIQUE("plan_id","position"),
	CONSTRAINT "commission_plan_lines_type_check" CHECK ("commission_plan_lines"."type" in ('tiered', 'volume')),
	CONSTRAINT "commission_plan_lines_input_type_check" CHECK ("commission_plan_lines"."input_type" in ('dollars', 'percentage', 'quantity')),
	CONSTRAINT "commission_plan_lines_commission_type_check" CHECK ("commission_plan_lines"."commission_type" in ('dollars', 'percentage')),
	CONSTRAINT "commission_plan_lines_percentage_check" CHECK ("commission_plan_lines"."commission_type" <> 'percentage' or "commission_plan_lines"."input_type" = 'dollars'),
	CONSTRAINT "commission_plan_lines_origin_check" CHECK ("commission_plan_lines"."origin" in ('dealer-system', 'other'))
);
--> statement-breakpoint
CREATE TABLE "commission_plan_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"min" numeric(14, 4) NOT NULL,
	"max" numeric(14, 4),
	"per_unit" numeric(14, 4) DEFAULT 0 NOT NULL,
	"flat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_plan_steps_line_position_unique" UNIQUE("line_id","position"),
	CONSTRAINT "commission_plan_steps_range_check" CHECK ("commission_plan_steps"."max" is null or "commission_plan_steps"."max" > "commission_plan_steps"."min")
);
--> statement-breakpoint
CREATE TABLE "commission_plan_workers" (
	"plan_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	CONSTRAINT "commission_plan_workers_plan_id_worker_id_pk" PRIMARY KEY("plan_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"brand_id" uuid,
	"department_id" uuid,
	"title_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploader_id" uuid,
	"worker_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'processed' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_uploads_kind_check" CHECK ("commission_uploads"."kind" in ('dealer-system', 'payroll-provider')),
	CONSTRAINT "commission_uploads_status_check" CHECK ("commission_uploads"."status" in ('processing', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"upload_id" uuid,
	"batch_id" uuid,
	"brand_id" uuid,
	"worker_id" uuid NOT NULL,
	"deal_number" text NOT NULL,
	"deal_date" date NOT NULL,
	"sale_type" text NOT NULL,
	"customer_name" text NOT NULL,
	"vehicle" text NOT NULL,
	"stock_number" text NOT NULL,
	"sale_price" bigint NOT NULL,
	"front_gross" bigint NOT NULL,
	"back_gross" bigint NOT NULL,
	"commission" bigint NOT NULL,
	CONSTRAINT "deals_company_number_unique" UNIQUE("company_id","deal_number"),
	CONSTRAINT "deals_sale_type_check" CHECK ("deals"."sale_type" in ('new', 'used', 'service'))
);
--> statement-breakpoint
CREATE TABLE "worker_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"payroll_file_number" text NOT NULL,
	"total" bigint NOT NULL,
	"manual_total" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"compensation_plan_id" uuid,
	"brand" text,
	"department" text,
	"title" text,
	"rank" integer,
	CONSTRAINT "worker_commissions_batch_worker_unique" UNIQUE("batch_id","worker_id"),
	CONSTRAINT "worker_commissions_status_check" CHECK ("worker_commissions"."status" in ('pending', 'approved', 'rejected', 'on-hold'))
);
--> statement-breakpoint
CREATE TABLE "insurance_events" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "insurance_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "insurance_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"upload_id" uuid,
	"date" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"type" text NOT NULL,
	"mcs_initial_balance" bigint,
	"mcs_debt" bigint DEFAULT 0 NOT NULL,
	"mcs_payment" bigint DEFAULT 0 NOT NULL,
	"mcs_additional_payment" bigint DEFAULT 0 NOT NULL,
	"mcs_remaining_balance" bigint NOT NULL,
	"delta_initial_balance" bigint,
	"delta_debt" bigint DEFAULT 0 NOT NULL,
	"delta_payment" bigint DEFAULT 0 NOT NULL,
	"delta_additional_payment" bigint DEFAULT 0 NOT NULL,
	"delta_remaining_balance" bigint NOT NULL,
	"payment_method" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_ledger_entries_type_check" CHECK ("insurance_ledger_entries"."type" in ('opening', 'charge', 'payment', 'adjustment')),
	CONSTRAINT "insurance_ledger_entries_payment_method_check" CHECK ("insurance_ledger_entries"."payment_method" in ('cash', 'check', 'card', 'giro')),
	CONSTRAINT "insurance_ledger_entries_payment_method_required_check" CHECK (("insurance_ledger_entries"."mcs_payment" + "insurance_ledger_entries"."mcs_additional_payment" + "insurance_ledger_entries"."delta_payment" + "insurance_ledger_entries"."delta_additional_payment" > 0) = ("insurance_ledger_entries"."payment_method" is not null))
);
--> statement-breakpoint
CREATE TABLE "insurance_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_statuses" (
	"worker_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"mcs" boolean DEFAULT false NOT NULL,
	"delta" boolean DEFAULT false NOT NULL,
	"data_origin" text NOT NULL,
	"plan_type" text NOT NULL,
	"store" text NOT NULL,
	"mcs_balance" bigint DEFAULT 0 NOT NULL,
	"delta_balance" bigint DEFAULT 0 NOT NULL,
	"balance" bigint GENERATED ALWAYS AS (mcs_balance + delta_balance) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_statuses_data_origin_check" CHECK ("insurance_statuses"."data_origin" in ('payroll-provider', 'offline')),
	CONSTRAINT "insurance_statuses_plan_type_check" CHECK ("insurance_statuses"."plan_type" in ('individual', 'couple', 'family'))
);
--> statement-breakpoint
CREATE TABLE "insurance_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploader_id" uuid,
	"status" text DEFAULT 'processed' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_uploads_status_check" CHECK ("insurance_uploads"."status" in ('processing', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payroll_activity_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"locked_by" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"reason" text,
	"released_by" text,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payroll_activity_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"status" text NOT NULL,
	"tips_total" bigint DEFAULT 0 NOT NULL,
	"worker_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	CONSTRAINT "payroll_activity_periods_group_start_unique" UNIQUE("worker_group_code","start_date"),
	CONSTRAINT "payroll_activity_periods_status_check" CHECK ("payroll_activity_periods"."status" in ('open', 'locked', 'submitted', 'processed'))
);
--> statement-breakpoint
CREATE TABLE "tip_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"period_id" uuid,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"tip_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tip_batches_status_check" CHECK ("tip_batches"."status" in ('open', 'available', 'processing', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "tip_history_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"date_tip" date NOT NULL,
	"message" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_records" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "tip_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"worker_id" uuid NOT NULL,
	"payroll_file_number" text NOT NULL,
	"date_tip" date NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"total" bigint NOT NULL,
	"non_digital_total" bigint NOT NULL,
	"digital_total" bigint NOT NULL,
	"status" text NOT NULL,
	"role" text NOT NULL,
	"shift" text NOT NULL,
	"shift_type" text NOT NULL,
	"reason" text,
	"review_status" text DEFAULT 'none' NOT NULL,
	"correlation_id" text,
	"fixed_status" text,
	"status_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pool_source_breakdown" jsonb,
	"split_from_tip_id" bigint,
	"split_from_worker_id" uuid,
	"tip_batch_id" uuid,
	CONSTRAINT "tip_records_status_check" CHECK ("tip_records"."status" in ('pending', 'ready', 'approved', 'paid', 'fail')),
	CONSTRAINT "tip_records_review_status_check" CHECK ("tip_records"."review_status" in ('none', 'needs-review', 'reviewed')),
	CONSTRAINT "tip_records_shift_check" CHECK ("tip_records"."shift" in ('breakfast', 'lunch', 'dinner', 'late')),
	CONSTRAINT "tip_records_shift_type_check" CHECK ("tip_records"."shift_type" in ('regular', 'double', 'banquet')),
	CONSTRAINT "tip_records_total_check" CHECK ("tip_records"."total" = "tip_records"."digital_total" + "tip_records"."non_digital_total")
);
--> statement-breakpoint
CREATE TABLE "tip_role_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"jobcode" integer NOT NULL,
	"name" text NOT NULL,
	"tip_user" boolean DEFAULT false NOT NULL,
	"report" boolean DEFAULT false NOT NULL,
	"payable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tip_role_rules_group_jobcode_unique" UNIQUE("worker_group_code","jobcode")
);
--> statement-breakpoint
CREATE TABLE "tip_split_items" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "tip_split_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"split_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"share" numeric(9, 4),
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"reason" text,
	"correlation_id" text,
	"real_shift" text,
	CONSTRAINT "tip_split_items_split_worker_unique" UNIQUE("split_id","worker_id"),
	CONSTRAINT "tip_split_items_status_check" CHECK ("tip_split_items"."status" in ('ready', 'approved', 'fail')),
	CONSTRAINT "tip_split_items_fail_reason_check" CHECK ("tip_split_items"."status" <> 'fail' or "tip_split_items"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "tip_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"from_type" text NOT NULL,
	"from_worker_id" uuid,
	"from_job" text,
	"from_tip_id" bigint,
	"split_type" text NOT NULL,
	"date_tip" date NOT NULL,
	"initial_amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"shift" text NOT NULL,
	"checkout" boolean DEFAULT false NOT NULL,
	"role" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_splits_from_type_check" CHECK ("tip_splits"."from_type" in ('worker', 'job')),
	CONSTRAINT "tip_splits_split_type_check" CHECK ("tip_splits"."split_type" in ('money', 'percentage', 'equal', 'hours-based', 'custom-amount', 'custom-percentage')),
	CONSTRAINT "tip_splits_shift_check" CHECK ("tip_splits"."shift" in ('breakfast', 'lunch', 'dinner', 'late')),
	CONSTRAINT "tip_splits_source_check" CHECK (case "tip_splits"."from_type" when 'worker' then "tip_splits"."from_worker_id" is not null else "tip_splits"."from_job" is not null end),
	CONSTRAINT "tip_splits_amount_check" CHECK ("tip_splits"."initial_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "worker_hours" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "worker_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"worker_group_code" text NOT NULL,
	"worker_id" uuid NOT NULL,
	"tip_id" bigint,
	"date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"original_hours" numeric(6, 2) NOT NULL,
	"tips" bigint DEFAULT 0 NOT NULL,
	"banquet_admin_fee" bigint DEFAULT 0 NOT NULL,
	"has_overtime" boolean DEFAULT false NOT NULL,
	"modified_hours" boolean DEFAULT false NOT NULL,
	"can_update_hours" boolean DEFAULT true NOT NULL,
	CONSTRAINT "worker_hours_modified_check" CHECK ("worker_hours"."modified_hours" or "worker_hours"."hours" = "worker_hours"."original_hours")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"company_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"correlation_id" text
);
--> statement-breakpoint
CREATE TABLE "employer_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_notifications_kind_check" CHECK ("employer_notifications"."kind" in ('invoice-due', 'deduction-ready', 'batch-approval-requested', 'batch-approved', 'batch-rejected', 'tips-unrecognized-roles', 'insurance-upload-processed', 'payroll-activity-locked'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "identity_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT true NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_accounts_email_lowercase_check" CHECK ("identity_accounts"."email" = lower("identity_accounts"."email")),
	CONSTRAINT "identity_accounts_failed_attempts_check" CHECK ("identity_accounts"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oidc_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "oidc_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_titles" ADD CONSTRAINT "dashboard_user_titles_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_titles" ADD CONSTRAINT "dashboard_user_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD CONSTRAINT "dashboard_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_transfers" ADD CONSTRAINT "ewa_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_transfers" ADD CONSTRAINT "ewa_transfers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_rules" ADD CONSTRAINT "tip_rules_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_start_dates" ADD CONSTRAINT "worker_start_dates_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_start_dates" ADD CONSTRAINT "worker_start_dates_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_status_log" ADD CONSTRAINT "worker_status_log_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_records" ADD CONSTRAINT "deduction_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_records" ADD CONSTRAINT "deduction_records_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_workers" ADD CONSTRAINT "period_workers_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_workers" ADD CONSTRAINT "period_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batch_events" ADD CONSTRAINT "commission_batch_events_batch_id_commission_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."commission_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batch_manual_inputs" ADD CONSTRAINT "commission_batch_manual_inputs_batch_id_commission_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."commission_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batch_titles" ADD CONSTRAINT "commission_batch_titles_batch_id_commission_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."commission_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batch_titles" ADD CONSTRAINT "commission_batch_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batches" ADD CONSTRAINT "commission_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batches" ADD CONSTRAINT "commission_batches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batches" ADD CONSTRAINT "commission_batches_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_batches" ADD CONSTRAINT "commission_batches_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_input_steps" ADD CONSTRAINT "commission_input_steps_input_id_commission_inputs_id_fk" FOREIGN KEY ("input_id") REFERENCES "public"."commission_inputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_inputs" ADD CONSTRAINT "commission_inputs_worker_commission_id_worker_commissions_id_fk" FOREIGN KEY ("worker_commission_id") REFERENCES "public"."worker_commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_lines" ADD CONSTRAINT "commission_plan_lines_plan_id_commission_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_steps" ADD CONSTRAINT "commission_plan_steps_line_id_commission_plan_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."commission_plan_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_workers" ADD CONSTRAINT "commission_plan_workers_plan_id_commission_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_workers" ADD CONSTRAINT "commission_plan_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD CONSTRAINT "commission_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD CONSTRAINT "commission_uploads_uploader_id_dashboard_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."dashboard_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_uploads" ADD CONSTRAINT "commission_uploads_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_upload_id_commission_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."commission_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_batch_id_commission_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."commission_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_commissions" ADD CONSTRAINT "worker_commissions_batch_id_commission_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."commission_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_commissions" ADD CONSTRAINT "worker_commissions_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_commissions" ADD CONSTRAINT "worker_commissions_compensation_plan_id_commission_plans_id_fk" FOREIGN KEY ("compensation_plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_events" ADD CONSTRAINT "insurance_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_events" ADD CONSTRAINT "insurance_events_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_ledger_entries" ADD CONSTRAINT "insurance_ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_ledger_entries" ADD CONSTRAINT "insurance_ledger_entries_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_ledger_entries" ADD CONSTRAINT "insurance_ledger_entries_upload_id_insurance_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."insurance_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_notes" ADD CONSTRAINT "insurance_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_notes" ADD CONSTRAINT "insurance_notes_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_statuses" ADD CONSTRAINT "insurance_statuses_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_statuses" ADD CONSTRAINT "insurance_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_uploads" ADD CONSTRAINT "insurance_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_uploads" ADD CONSTRAINT "insurance_uploads_uploader_id_dashboard_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."dashboard_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_activity_locks" ADD CONSTRAINT "payroll_activity_locks_period_id_payroll_activity_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."payroll_activity_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_activity_periods" ADD CONSTRAINT "payroll_activity_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_activity_periods" ADD CONSTRAINT "payroll_activity_periods_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_batches" ADD CONSTRAINT "tip_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_batches" ADD CONSTRAINT "tip_batches_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_batches" ADD CONSTRAINT "tip_batches_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_history_notes" ADD CONSTRAINT "tip_history_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_records" ADD CONSTRAINT "tip_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_records" ADD CONSTRAINT "tip_records_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_records" ADD CONSTRAINT "tip_records_tip_batch_id_tip_batches_id_fk" FOREIGN KEY ("tip_batch_id") REFERENCES "public"."tip_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_records" ADD CONSTRAINT "tip_records_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_role_rules" ADD CONSTRAINT "tip_role_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_role_rules" ADD CONSTRAINT "tip_role_rules_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_split_items" ADD CONSTRAINT "tip_split_items_split_id_tip_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."tip_splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_split_items" ADD CONSTRAINT "tip_split_items_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_splits" ADD CONSTRAINT "tip_splits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_splits" ADD CONSTRAINT "tip_splits_from_worker_id_workers_id_fk" FOREIGN KEY ("from_worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_splits" ADD CONSTRAINT "tip_splits_from_tip_id_tip_records_id_fk" FOREIGN KEY ("from_tip_id") REFERENCES "public"."tip_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_splits" ADD CONSTRAINT "tip_splits_company_id_worker_group_code_company_groups_company_id_worker_group_code_fk" FOREIGN KEY ("company_id","worker_group_code") REFERENCES "public"."company_groups"("company_id","worker_group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_hours" ADD CONSTRAINT "worker_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_hours" ADD CONSTRAINT "worker_hours_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_hours" ADD CONSTRAINT "worker_hours_tip_id_tip_records_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tip_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_dashboard_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_notifications" ADD CONSTRAINT "employer_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_index" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_bank_accounts_company_id_index" ON "company_bank_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_groups_worker_group_code_index" ON "company_groups" USING btree ("worker_group_code");--> statement-breakpoint
CREATE INDEX "dashboard_user_titles_title_id_index" ON "dashboard_user_titles" USING btree ("title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_email_index" ON "dashboard_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "dashboard_users_company_id_index" ON "dashboard_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ewa_transfers_company_id_worker_group_code_requested_at_index" ON "ewa_transfers" USING btree ("company_id","worker_group_code","requested_at");--> statement-breakpoint
CREATE INDEX "ewa_transfers_worker_id_requested_at_index" ON "ewa_transfers" USING btree ("worker_id","requested_at");--> statement-breakpoint
CREATE INDEX "worker_status_log_worker_id_changed_at_index" ON "worker_status_log" USING btree ("worker_id","changed_at");--> statement-breakpoint
CREATE INDEX "workers_company_id_worker_status_last_name_index" ON "workers" USING btree ("company_id","worker_status","last_name");--> statement-breakpoint
CREATE INDEX "workers_company_id_worker_group_code_worker_status_index" ON "workers" USING btree ("company_id","worker_group_code","worker_status");--> statement-breakpoint
CREATE INDEX "workers_company_id_payroll_file_number_index" ON "workers" USING btree ("company_id","payroll_file_number");--> statement-breakpoint
CREATE INDEX "workers_title_id_index" ON "workers" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "deduction_records_company_id_start_date_index" ON "deduction_records" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "deduction_records_company_id_worker_group_code_start_date_index" ON "deduction_records" USING btree ("company_id","worker_group_code","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_code_index" ON "invoices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invoices_company_id_due_date_index" ON "invoices" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_company_id_worker_group_code_due_date_index" ON "invoices" USING btree ("company_id","worker_group_code","due_date");--> statement-breakpoint
CREATE INDEX "period_workers_worker_id_index" ON "period_workers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "periods_company_id_worker_group_code_start_date_index" ON "periods" USING btree ("company_id","worker_group_code","start_date");--> statement-breakpoint
CREATE INDEX "periods_company_id_deduction_date_index" ON "periods" USING btree ("company_id","deduction_date");--> statement-breakpoint
CREATE INDEX "commission_batch_events_batch_id_at_index" ON "commission_batch_events" USING btree ("batch_id","at");--> statement-breakpoint
CREATE INDEX "commission_batches_company_id_status_start_date_index" ON "commission_batches" USING btree ("company_id","status","start_date");--> statement-breakpoint
CREATE INDEX "commission_batches_company_id_generation_start_date_index" ON "commission_batches" USING btree ("company_id","generation","start_date");--> statement-breakpoint
CREATE INDEX "commission_batches_company_id_creator_email_index" ON "commission_batches" USING btree ("company_id","creator_email");--> statement-breakpoint
CREATE INDEX "commission_plan_workers_worker_id_index" ON "commission_plan_workers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "commission_plans_company_id_active_index" ON "commission_plans" USING btree ("company_id","active");--> statement-breakpoint
CREATE INDEX "commission_uploads_company_id_kind_uploaded_at_index" ON "commission_uploads" USING btree ("company_id","kind","uploaded_at");--> statement-breakpoint
CREATE INDEX "deals_company_id_deal_date_index" ON "deals" USING btree ("company_id","deal_date");--> statement-breakpoint
CREATE INDEX "deals_worker_id_deal_date_index" ON "deals" USING btree ("worker_id","deal_date");--> statement-breakpoint
CREATE INDEX "worker_commissions_worker_id_index" ON "worker_commissions" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "insurance_events_worker_id_at_index" ON "insurance_events" USING btree ("worker_id","at");--> statement-breakpoint
CREATE INDEX "insurance_ledger_entries_worker_id_date_id_index" ON "insurance_ledger_entries" USING btree ("worker_id","date","id");--> statement-breakpoint
CREATE INDEX "insurance_ledger_entries_company_id_date_index" ON "insurance_ledger_entries" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "insurance_notes_worker_id_created_at_index" ON "insurance_notes" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_statuses_company_id_plan_type_data_origin_index" ON "insurance_statuses" USING btree ("company_id","plan_type","data_origin");--> statement-breakpoint
CREATE INDEX "insurance_statuses_company_id_balance_index" ON "insurance_statuses" USING btree ("company_id","balance");--> statement-breakpoint
CREATE INDEX "insurance_statuses_company_id_store_index" ON "insurance_statuses" USING btree ("company_id","store");--> statement-breakpoint
CREATE INDEX "insurance_uploads_company_id_uploaded_at_index" ON "insurance_uploads" USING btree ("company_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "payroll_activity_locks_period_id_locked_at_index" ON "payroll_activity_locks" USING btree ("period_id","locked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_activity_locks_one_active" ON "payroll_activity_locks" USING btree ("period_id") WHERE "payroll_activity_locks"."released_at" is null;--> statement-breakpoint
CREATE INDEX "payroll_activity_periods_company_id_status_start_date_index" ON "payroll_activity_periods" USING btree ("company_id","status","start_date");--> statement-breakpoint
CREATE INDEX "tip_batches_company_id_status_start_date_index" ON "tip_batches" USING btree ("company_id","status","start_date");--> statement-breakpoint
CREATE INDEX "tip_batches_company_id_worker_group_code_start_date_index" ON "tip_batches" USING btree ("company_id","worker_group_code","start_date");--> statement-breakpoint
CREATE INDEX "tip_history_notes_company_id_worker_group_code_date_tip_index" ON "tip_history_notes" USING btree ("company_id","worker_group_code","date_tip");--> statement-breakpoint
CREATE INDEX "tip_records_company_id_worker_group_code_date_tip_index" ON "tip_records" USING btree ("company_id","worker_group_code","date_tip");--> statement-breakpoint
CREATE INDEX "tip_records_worker_id_date_tip_index" ON "tip_records" USING btree ("worker_id","date_tip");--> statement-breakpoint
CREATE INDEX "tip_records_tip_batch_id_index" ON "tip_records" USING btree ("tip_batch_id");--> statement-breakpoint
CREATE INDEX "tip_records_correlation_id_index" ON "tip_records" USING btree ("correlation_id") WHERE "tip_records"."correlation_id" is not null;--> statement-breakpoint
CREATE INDEX "tip_split_items_worker_id_index" ON "tip_split_items" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "tip_splits_company_id_worker_group_code_date_tip_index" ON "tip_splits" USING btree ("company_id","worker_group_code","date_tip");--> statement-breakpoint
CREATE INDEX "tip_splits_company_id_worker_group_code_paid_index" ON "tip_splits" USING btree ("company_id","worker_group_code","paid");--> statement-breakpoint
CREATE INDEX "tip_splits_from_worker_id_index" ON "tip_splits" USING btree ("from_worker_id");--> statement-breakpoint
CREATE INDEX "worker_hours_company_id_date_worker_id_index" ON "worker_hours" USING btree ("company_id","date","worker_id");--> statement-breakpoint
CREATE INDEX "worker_hours_tip_id_index" ON "worker_hours" USING btree ("tip_id");--> statement-breakpoint
CREATE INDEX "audit_events_company_id_at_index" ON "audit_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_entity_id_at_index" ON "audit_events" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "employer_notifications_company_id_created_at_index" ON "employer_notifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "employer_notifications_company_id_index" ON "employer_notifications" USING btree ("company_id") WHERE "employer_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_index" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_email_index" ON "identity_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "oidc_store_grant_id_index" ON "oidc_store" USING btree ("grant_id") WHERE "oidc_store"."grant_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_store_model_uid_index" ON "oidc_store" USING btree ("model","uid") WHERE "oidc_store"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_store_model_user_code_index" ON "oidc_store" USING btree ("model","user_code") WHERE "oidc_store"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "oidc_store_expires_at_index" ON "oidc_store" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");