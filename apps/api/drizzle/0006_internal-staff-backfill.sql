-- Internal status used to be read from the e-mail domain; it is now the stored internal_staff flag. The provider's
-- staff are the accounts that belong to no company: they keep reaching every company. Accounts of a company keep
-- the default (false), whatever their e-mail domain, so one a company invited on the internal domain stays in it.
-- Review the result after upgrading: select email from dashboard_users where internal_staff;
UPDATE "dashboard_users" SET "internal_staff" = true WHERE "company_id" IS NULL;
