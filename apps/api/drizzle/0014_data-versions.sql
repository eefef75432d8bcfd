CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Moves the versions of the scopes a statement's rows belong to, in the statement's own transaction: a rolled-back
-- write moves nothing, a committed one is seen together with its data. The trigger's argument is a query over the
-- statement's transition tables (rows_before, rows_after) answering one scope per changed row: a company's id,
-- `global` for a row of no company (a null), `identity` for what sessions grant, `<company id>:people` for sign-ins.
-- Scopes are locked in one order, so two writes to the same companies queue instead of deadlocking.
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[];
BEGIN
  EXECUTE 'select array(select distinct coalesce(scope, ''global'') from (' || TG_ARGV[0] || ') as found(scope) order by 1)'
    INTO scopes;
  IF cardinality(scopes) > 0 THEN
    INSERT INTO data_versions (scope, version) SELECT unnest(scopes), 1
      ON CONFLICT (scope) DO UPDATE SET version = data_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every table of company data calls this once, in the migration that creates it: `company` is the expression of the
-- company id of a changed row `c`, `joins` what leads from `c` to it, `extra` a scope moved with it ('identity' for
-- what a session's grants are read from). A truncation moves every scope's answers (`global` is in every key).
CREATE FUNCTION "track_data_versions"(tbl text, company text, joins text DEFAULT '', extra text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  after_rows text := format('select (%s)::text from rows_after c %s', company, joins);
  before_rows text := format('select (%s)::text from rows_before c %s', company, joins);
BEGIN
  IF extra IS NOT NULL THEN
    after_rows := after_rows || format(' union all (select %L from rows_after limit 1)', extra);
    before_rows := before_rows || format(' union all (select %L from rows_before limit 1)', extra);
  END IF;
  EXECUTE format('CREATE TRIGGER data_versions_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS rows_after '
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions(%L)', tbl, after_rows);
  EXECUTE format('CREATE TRIGGER data_versions_update AFTER UPDATE ON %I '
    'REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after '
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions(%L)', tbl, after_rows || ' union all ' || before_rows);
  EXECUTE format('CREATE TRIGGER data_versions_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS rows_before '
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions(%L)', tbl, before_rows);
  EXECUTE format('CREATE TRIGGER data_versions_truncate AFTER TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions(%L)', tbl, 'select unnest(array[''global'', ''identity''])');
END
$$;--> statement-breakpoint
SELECT "track_data_versions"('brands', 'c.company_id', '', 'identity');--> statement-breakpoint
SELECT "track_data_versions"('company_bank_accounts', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('company_groups', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('company_settings', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('ewa_transfers', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('worker_start_dates', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('workers', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('deduction_records', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('invoices', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('periods', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_batches', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_plans', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_uploads', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('deals', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('insurance_events', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('insurance_ledger_entries', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('insurance_notes', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('insurance_statuses', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('insurance_uploads', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('payroll_activity_periods', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('tip_batches', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('tip_history_notes', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('tip_records', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('tip_role_rules', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('tip_splits', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('worker_hours', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('employer_notifications', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('audit_events', 'c.company_id');--> statement-breakpoint
SELECT "track_data_versions"('companies', 'c.id', '', 'identity');--> statement-breakpoint
SELECT "track_data_versions"('departments', 'b.company_id', 'join brands b on b.id = c.brand_id', 'identity');--> statement-breakpoint
SELECT "track_data_versions"('titles', 'b.company_id', 'join departments d on d.id = c.department_id join brands b on b.id = d.brand_id', 'identity');--> statement-breakpoint
SELECT "track_data_versions"('dashboard_user_titles', 'u.company_id', 'join dashboard_users u on u.id = c.user_id', 'identity');--> statement-breakpoint
SELECT "track_data_versions"('tip_rules', 'w.company_id', 'join workers w on w.id = c.worker_id');--> statement-breakpoint
SELECT "track_data_versions"('worker_status_log', 'w.company_id', 'join workers w on w.id = c.worker_id');--> statement-breakpoint
SELECT "track_data_versions"('period_workers', 'p.company_id', 'join periods p on p.id = c.period_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_batch_events', 'b.company_id', 'join commission_batches b on b.id = c.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_batch_manual_inputs', 'b.company_id', 'join commission_batches b on b.id = c.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_batch_titles', 'b.company_id', 'join commission_batches b on b.id = c.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('worker_commissions', 'b.company_id', 'join commission_batches b on b.id = c.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_inputs', 'b.company_id', 'join worker_commissions wc on wc.id = c.worker_commission_id join commission_batches b on b.id = wc.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_input_steps', 'b.company_id', 'join commission_inputs i on i.id = c.input_id join worker_commissions wc on wc.id = i.worker_commission_id join commission_batches b on b.id = wc.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_input_uploads', 'b.company_id', 'join commission_inputs i on i.id = c.input_id join worker_commissions wc on wc.id = i.worker_commission_id join commission_batches b on b.id = wc.batch_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_plan_lines', 'p.company_id', 'join commission_plans p on p.id = c.plan_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_plan_steps', 'p.company_id', 'join commission_plan_lines l on l.id = c.line_id join commission_plans p on p.id = l.plan_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_plan_workers', 'p.company_id', 'join commission_plans p on p.id = c.plan_id');--> statement-breakpoint
SELECT "track_data_versions"('commission_upload_rows', 'u.company_id', 'join commission_uploads u on u.id = c.upload_id');--> statement-breakpoint
SELECT "track_data_versions"('payroll_activity_locks', 'p.company_id', 'join payroll_activity_periods p on p.id = c.period_id');--> statement-breakpoint
SELECT "track_data_versions"('tip_split_items', 's.company_id', 'join tip_splits s on s.id = c.split_id');--> statement-breakpoint
SELECT "track_data_versions"('employer_notification_reads', 'n.company_id', 'join employer_notifications n on n.id = c.notification_id');--> statement-breakpoint
-- A sign-in (last_sign_in_at) moves only its company's people scope; any other change to a user moves the company and
-- what sessions grant.
CREATE TRIGGER "data_versions_insert" AFTER INSERT ON "dashboard_users" REFERENCING NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select c.company_id::text from rows_after c union all (select ''identity'' from rows_after limit 1)');--> statement-breakpoint
CREATE TRIGGER "data_versions_update" AFTER UPDATE ON "dashboard_users" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select s from rows_after a join rows_before b using (id) cross join lateral (values (a.company_id::text), (b.company_id::text), (''identity'')) as x(s) where row(a.company_id, a.internal_staff, a.email, a.first_name, a.last_name, a.role, a.status, a.permissions, a.worker_group_code, a.worker_group_codes, a.brands_view, a.dynamic_commission_permissions, a.locale, a.created_at, a.oidc_issuer, a.oidc_subject) is distinct from row(b.company_id, b.internal_staff, b.email, b.first_name, b.last_name, b.role, b.status, b.permissions, b.worker_group_code, b.worker_group_codes, b.brands_view, b.dynamic_commission_permissions, b.locale, b.created_at, b.oidc_issuer, b.oidc_subject) union all select coalesce(a.company_id::text, ''global'') || '':people'' from rows_after a join rows_before b using (id) where a.last_sign_in_at is distinct from b.last_sign_in_at');--> statement-breakpoint
CREATE TRIGGER "data_versions_delete" AFTER DELETE ON "dashboard_users" REFERENCING OLD TABLE AS rows_before
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select c.company_id::text from rows_before c union all (select ''identity'' from rows_before limit 1)');--> statement-breakpoint
CREATE TRIGGER "data_versions_truncate" AFTER TRUNCATE ON "dashboard_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select unnest(array[''global'', ''identity''])');--> statement-breakpoint
-- The users list shows whether an account signs in with a second step; a sign-in's counters move nothing.
CREATE TRIGGER "data_versions_insert" AFTER INSERT ON "identity_accounts" REFERENCING NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select coalesce(u.company_id::text, ''global'') || '':people'' from rows_after c join dashboard_users u on u.email = c.email');--> statement-breakpoint
CREATE TRIGGER "data_versions_update" AFTER UPDATE ON "identity_accounts" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select coalesce(u.company_id::text, ''global'') || '':people'' from rows_after a join rows_before b using (id) join dashboard_users u on u.email in (a.email, b.email) where row(a.email, a.totp_enabled_at) is distinct from row(b.email, b.totp_enabled_at)');--> statement-breakpoint
CREATE TRIGGER "data_versions_delete" AFTER DELETE ON "identity_accounts" REFERENCING OLD TABLE AS rows_before
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select coalesce(u.company_id::text, ''global'') || '':people'' from rows_before c join dashboard_users u on u.email = c.email');--> statement-breakpoint
CREATE TRIGGER "data_versions_truncate" AFTER TRUNCATE ON "identity_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select unnest(array[''global'', ''identity''])');--> statement-breakpoint
-- A new session changes what no one else is granted, and when a session was last seen changes no answer.
CREATE TRIGGER "data_versions_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select ''identity'' from rows_after a join rows_before b using (id_hash) where row(a.user_id, a.email, a.csrf_token, a.data, a.created_at, a.expires_at) is distinct from row(b.user_id, b.email, b.csrf_token, b.data, b.created_at, b.expires_at) limit 1');--> statement-breakpoint
CREATE TRIGGER "data_versions_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS rows_before
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select ''identity'' from rows_before limit 1');--> statement-breakpoint
CREATE TRIGGER "data_versions_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"('select unnest(array[''global'', ''identity''])');
