ALTER TABLE "dashboard_users" ADD COLUMN "internal_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_oidc_issuer_oidc_subject_index" ON "dashboard_users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD CONSTRAINT "dashboard_users_internal_staff_check" CHECK (not "dashboard_users"."internal_staff" or "dashboard_users"."company_id" is null);--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD CONSTRAINT "dashboard_users_oidc_binding_check" CHECK (("dashboard_users"."oidc_issuer" is null) = ("dashboard_users"."oidc_subject" is null));