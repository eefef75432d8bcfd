import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, instant, oneOf, primaryId } from './columns.ts';
import {
  commissionFrequencies,
  companyStatuses,
  fundingTypes,
  payFrequencies,
  permissions,
  timecardProviders,
  userRoles,
  dashboardUserStatuses,
  type CompanyFeatures,
  type Permission,
  type SecondFactorScope,
  secondFactorScopes,
} from './values.ts';

const percent = () => numeric({ precision: 7, scale: 4, mode: 'number' });

export const companies = pgTable(
  'companies',
  {
    id: primaryId(),
    name: text().notNull(),
    dashboardTitle: text().notNull(),
    logoUrl: text(),
    payrollProvider: text().notNull(),
    payFrequency: text({ enum: payFrequencies }).notNull(),
    periodStartDate: date().notNull(),
    features: jsonb().$type<CompanyFeatures>().notNull(),
    // Who must sign in with a second factor: super-admins, and users who may change bank details.
    secondFactorRequiredFor: text()
      .array()
      .$type<SecondFactorScope[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.name),
    check('companies_pay_frequency_check', oneOf(t.payFrequency, payFrequencies)),
    check(
      'companies_second_factor_check',
      sql`${t.secondFactorRequiredFor} <@ array[${sql.join(
        secondFactorScopes.map((scope) => sql.raw(`'${scope}'`)),
        sql`, `,
      )}]::text[]`,
    ),
  ],
);

export const companySettings = pgTable(
  'company_settings',
  {
    companyId: uuid()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodsPerInvoiceEmail: integer().notNull().default(1),
    daysAfterEndDateForPayment: integer().notNull().default(3),
    status: text({ enum: companyStatuses }).notNull().default('active'),
    grossDepositPercentAvailable: percent().notNull().default(50),
    transactionLimitPerPayPeriod: integer().notNull().default(3),
    amountLimitPerPayPeriod: cents().notNull().default(50000),
    employerCoveredTransactionsPerPayPeriod: integer().notNull().default(0),
    typeOfFunding: text({ enum: fundingTypes }).notNull().default('provider'),
    fundingFeePercent: percent().notNull().default(0),
    processingFeePercent: percent().notNull().default(0),
    employeeFeePercent: percent().notNull().default(0),
    savingEmployeeFeePercent: percent().notNull().default(0),
    cashoutFeePercent: percent().notNull().default(0),
    billingSavingEmployerFeePercent: percent().notNull().default(0),
    transactionFeePercent: percent().notNull().default(0),
    lowerTransactionFee: cents().notNull().default(0),
    lowerTransactionFeeThreshold: cents().notNull().default(0),
    transactionFeeCap: cents(),
    grossTipPercentAvailable: percent().notNull().default(0),
    hasNewPricing: boolean().notNull().default(false),
    hasAthMovil: boolean().notNull().default(false),
    timecardProvider: text({ enum: timecardProviders }),
    smsEnabled: boolean().notNull().default(true),
    emailsEnabled: boolean().notNull().default(true),
    pushEnabled: boolean().notNull().default(true),
    referralProgram: boolean().notNull().default(false),
    payrollAdminName: text(),
    payrollAdminEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    billingEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    applyRetentions: boolean().notNull().default(false),
    feeRetentionAtGroupCodeLevel: boolean().notNull().default(false),
    disableTipsTransactions: boolean().notNull().default(false),
    numberStatusThreshold: integer().notNull().default(0),
    // Settings the screens show but do not interpret.
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('company_settings_status_check', oneOf(t.status, companyStatuses)),
    check('company_settings_type_of_funding_check', oneOf(t.typeOfFunding, fundingTypes)),
    check('company_settings_timecard_provider_check', oneOf(t.timecardProvider, timecardProviders)),
  ],
);

export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bankName: text().notNull(),
    accountHolder: text().notNull(),
    accountType: text({ enum: ['checking', 'savings'] }).notNull(),
    routingNumber: text().notNull(),
    accountNumberLast4: text().notNull(),
    isPrimary: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

// A company group is a worker group: its code is unique across companies (the irsi list names codes alone).
export const companyGroups = pgTable(
  'company_groups',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    companyName: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    representativeEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invoiceEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invoiceEmailsCc: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deductionEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invoiceCodePrefix: text().notNull(),
    invoiceCount: integer().notNull().default(0),
    sendDeductionEmail: boolean().notNull().default(true),
    weeklyStartDate: date(),
    biweeklyStartDate: date(),
    autoScheduleRepaymentInvoices: boolean().notNull().default(false),
    autoScheduleFeesInvoices: boolean().notNull().default(false),
    onboarded: boolean().notNull().default(true),
    disableDeposits: boolean().notNull().default(false),
    disableSavings: boolean().notNull().default(false),
    uploadWorkerGroupCode: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.workerGroupCode),
    unique('company_groups_company_code_unique').on(t.companyId, t.workerGroupCode),
  ],
);

export const dashboardUsers = pgTable(
  'dashboard_users',
  {
    id: primaryId(),
    // Null for the provider's internal staff, who reach every company.
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    // Whether the account is the provider's internal staff. Stored and granted by staff, never inferred from the
    // e-mail, which whoever invites a user types: a company could otherwise invite its way into every company.
    internalStaff: boolean().notNull().default(false),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text({ enum: userRoles }).notNull().default('member'),
    status: text({ enum: dashboardUserStatuses }).notNull().default('active'),
    permissions: text()
      .array()
      .$type<Permission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    workerGroupCode: text(),
    workerGroupCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandsView: boolean().notNull().default(false),
    // The answer of the dynamic commission permissions call: non-zero opens Sales Commissions.
    dynamicCommissionPermissions: integer().notNull().default(0),
    locale: text({ enum: ['en', 'es-PR'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    lastSignInAt: instant(),
    // The identity at the provider the user first signed in as (the ID token's `iss` and `sub`). A matching
    // verified e-mail is not enough afterwards: a provider account recreated or re-addressed with this e-mail
    // is another person until an administrator clears the binding.
    oidcIssuer: text(),
    oidcSubject: text(),
  },
  (t) => [
    uniqueIndex().on(t.email),
    // One provider identity answers for one dashboard user.
    uniqueIndex().on(t.oidcIssuer, t.oidcSubject),
    index().on(t.companyId),
    check('dashboard_users_role_check', oneOf(t.role, userRoles)),
    check('dashboard_users_status_check', oneOf(t.status, dashboardUserStatuses)),
    check('dashboard_users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    // Staff belong to no company, so no company's administrators can list, edit or disable them.
    check('dashboard_users_internal_staff_check', sql`not ${t.internalStaff} or ${t.companyId} is null`),
    check('dashboard_users_oidc_binding_check', sql`(${t.oidcIssuer} is null) = (${t.oidcSubject} is null)`),
    check(
      'dashboard_users_permissions_check',
      sql`${t.permissions} <@ array[${sql.raw(permissions.map((p) => `'${p}'`).join(', '))}]::text[]`,
    ),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    logoUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [unique('brands_company_name_unique').on(t.companyId, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    id: primaryId(),
    brandId: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (t) => [unique('departments_brand_name_unique').on(t.brandId, t.name)],
);

export const titles = pgTable(
  'titles',
  {
    id: primaryId(),
    departmentId: uuid()
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    rank: integer().notNull().default(1),
    commissionBatchCreationLimitDate: date(),
    commissionBatchApprovalLimitDate: date(),
    commissionFrequency: text({ enum: commissionFrequencies }).notNull(),
    daysBeforeCreationNotification: integer().notNull().default(2),
    daysBeforeApprovalNotification: integer().notNull().default(2),
  },
  (t) => [
    unique('titles_department_name_unique').on(t.departmentId, t.name),
    check('titles_commission_frequency_check', oneOf(t.commissionFrequency, commissionFrequencies)),
  ],
);

// The brands, departments and titles a dashboard user sees in the commission areas.
export const dashboardUserTitles = pgTable(
  'dashboard_user_titles',
  {
    userId: uuid()
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] }), index().on(t.titleId)],
);
