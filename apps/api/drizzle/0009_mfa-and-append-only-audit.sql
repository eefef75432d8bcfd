ALTER TABLE "employer_notifications" DROP CONSTRAINT "employer_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "second_factor_required_for" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD COLUMN "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_second_factor_check" CHECK ("companies"."second_factor_required_for" <@ array['super-admin', 'bank-details']::text[]);--> statement-breakpoint
ALTER TABLE "employer_notifications" ADD CONSTRAINT "employer_notifications_kind_check" CHECK ("employer_notifications"."kind" in ('invoice-due', 'deduction-ready', 'batch-approval-requested', 'batch-approved', 'batch-rejected', 'tips-unrecognized-roles', 'insurance-upload-processed', 'payroll-activity-locked', 'bank-details-changed'));--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD CONSTRAINT "identity_accounts_totp_check" CHECK ("identity_accounts"."totp_enabled_at" is null or "identity_accounts"."totp_secret" is not null);--> statement-breakpoint
-- The audit trail is append-only: no role the application runs as may change or remove what it records. The only
-- changes let through are the ones its foreign keys make: an actor's user id set to null when that user is deleted
-- (the actor's e-mail stays), and the events of a company that is itself being deleted.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL AND OLD.actor_user_id IS NOT NULL
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_email = OLD.actor_email
     AND NEW.company_id IS NOT DISTINCT FROM OLD.company_id AND NEW.entity = OLD.entity
     AND NEW.entity_id = OLD.entity_id AND NEW.action = OLD.action
     AND NEW.before IS NOT DISTINCT FROM OLD.before AND NEW.after IS NOT DISTINCT FROM OLD.after
     AND NEW.correlation_id IS NOT DISTINCT FROM OLD.correlation_id
     AND NOT EXISTS (SELECT 1 FROM dashboard_users WHERE id = OLD.actor_user_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND OLD.company_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
