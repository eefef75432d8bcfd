import { hashPassword, productionPasswordCost } from '../../db/password.ts';
import { sealer } from '../../identity/sealing.ts';
import {
  brands,
  companies,
  companyBankAccounts,
  companyGroups,
  companySettings,
  dashboardUsers,
  dashboardUserTitles,
  departments,
  identityAccounts,
  tipRoleRules,
  titles,
} from '../../db/schema/index.ts';
import { accountSpecs, brandSpecs, companySpecs, demoPassword, tipRoles } from '../catalog.ts';
import { companyOf, emailLocalPart, type SeedContext } from '../context.ts';
import { addDays, atPuertoRico } from '../dates.ts';
import { streets, towns } from '../names.ts';

export const seedCompanies = async (context: SeedContext): Promise<void> => {
  const random = context.random('companies');
  const createdDay = addDays(context.today, -720);

  for (const spec of companySpecs) {
    const id = random.uuid();
    const createdAt = atPuertoRico(addDays(createdDay, random.int(0, 60)), 9);
    context.state.companies.push({ id, spec, createdAt });
    const domain = `${spec.key}.example`;
    await context.insert(companies, [
      {
        id,
        name: spec.name,
        dashboardTitle: spec.name,
        logoUrl: `/logos/${spec.key}.svg`,
        payrollProvider: spec.payrollProvider,
        payFrequency: spec.payFrequency,
        periodStartDate: spec.periodStartDate,
        features: spec.features,
        createdAt,
      },
    ]);
    const restaurantLike = spec.industry === 'restaurant' || spec.industry === 'hospitality';
    await context.insert(companySettings, [
      {
        companyId: id,
        periodsPerInvoiceEmail: spec.payFrequency === 'weekly' ? 1 : 2,
        daysAfterEndDateForPayment: 3,
        status: 'active',
        grossDepositPercentAvailable: restaurantLike ? 50 : 40,
        transactionLimitPerPayPeriod: 4,
        amountLimitPerPayPeriod: restaurantLike ? 40_000 : 60_000,
        employerCoveredTransactionsPerPayPeriod: spec.key === 'borinquen' ? 1 : 0,
        typeOfFunding: spec.key === 'costa' ? 'employer' : 'provider',
        fundingFeePercent: 1.5,
        processingFeePercent: 0.5,
        employeeFeePercent: 2.99,
        savingEmployeeFeePercent: 0,
        cashoutFeePercent: 1,
        billingSavingEmployerFeePercent: 0.25,
        transactionFeePercent: 1.75,
        lowerTransactionFee: 199,
        lowerTransactionFeeThreshold: 5_000,
        transactionFeeCap: 499,
        grossTipPercentAvailable: restaurantLike ? 80 : 0,
        hasNewPricing: spec.key !== 'borinquen',
        hasAthMovil: spec.key === 'isla' || spec.key === 'caribe',
        timecardProvider: restaurantLike ? 'punchclock' : 'shiftbook',
        smsEnabled: true,
        emailsEnabled: true,
        pushEnabled: spec.key !== 'costa',
        referralProgram: spec.key === 'isla',
        payrollAdminName: `${spec.name} Payroll`,
        payrollAdminEmails: [`payroll@${domain}`],
        billingEmails: [`billing@${domain}`, `ap@${domain}`],
        applyRetentions: spec.key === 'borinquen',
        feeRetentionAtGroupCodeLevel: spec.key === 'isla',
        disableTipsTransactions: !restaurantLike,
        numberStatusThreshold: 3,
        extra: { onboardingManager: 'Cuadre Onboarding', contractSignedOn: createdDay },
      },
    ]);
    await context.insert(companyBankAccounts, [
      {
        id: random.uuid(),
        companyId: id,
        bankName: random.pick(['Banco Popular de Puerto Rico', 'FirstBank Puerto Rico', 'Oriental Bank']),
        accountHolder: spec.name,
        accountType: 'checking',
        routingNumber: random.pick(['021502011', '221571415', '221672851']),
        accountNumberLast4: String(random.int(1000, 9999)),
        isPrimary: true,
        createdAt,
      },
    ]);

    for (const group of spec.groups) {
      const groupId = random.uuid();
      const town = towns.find(([name]) => name === group.town) ?? towns[0];
      context.state.groups.push({
        id: groupId,
        companyId: id,
        code: group.code,
        name: group.name,
        companyKey: spec.key,
      });
      const slug = emailLocalPart(group.name);
      await context.insert(companyGroups, [
        {
          id: groupId,
          companyId: id,
          workerGroupCode: group.code,
          companyName: group.name,
          address: `${random.int(10, 1999)} ${random.pick(streets)}`,
          city: town[0],
          state: 'PR',
          zipCode: town[1],
          representativeEmails: [`manager.${slug}@${domain}`],
          invoiceEmails: [`billing@${domain}`],
          invoiceEmailsCc: [`ap@${domain}`],
          deductionEmails: [`payroll@${domain}`],
          invoiceCodePrefix: `${spec.workerIdPrefix}${group.code}`,
          invoiceCount: 0,
          sendDeductionEmail: true,
          weeklyStartDate: spec.payFrequency === 'weekly' ? spec.periodStartDate : null,
          biweeklyStartDate: spec.payFrequency === 'biweekly' ? spec.periodStartDate : null,
          autoScheduleRepaymentInvoices: true,
          autoScheduleFeesInvoices: spec.key !== 'borinquen',
          onboarded: true,
          disableDeposits: false,
          disableSavings: spec.key === 'costa',
          uploadWorkerGroupCode: group.code,
          createdAt,
        },
      ]);
      if (spec.industry === 'restaurant' || spec.industry === 'hospitality') {
        await context.insert(
          tipRoleRules,
          tipRoles
            .filter((role) => spec.industry === 'hospitality' || role.jobcode < 300)
            .map((role) => ({
              id: random.uuid(),
              companyId: id,
              workerGroupCode: group.code,
              jobcode: role.jobcode,
              name: role.name,
              tipUser: role.tipUser,
              report: role.report,
              payable: role.payable,
            })),
        );
      }
    }
  }

  for (const brandSpec of brandSpecs) {
    const company = companyOf(context, brandSpec.company);
    const brandId = random.uuid();
    await context.insert(brands, [
      {
        id: brandId,
        companyId: company.id,
        name: brandSpec.name,
        logoUrl: `/logos/${emailLocalPart(brandSpec.name)}.svg`,
        createdAt: company.createdAt,
      },
    ]);
    for (const department of brandSpec.departments) {
      const departmentId = random.uuid();
      await context.insert(departments, [{ id: departmentId, brandId, name: department.name }]);
      for (const title of department.titles) {
        const titleId = random.uuid();
        // Creation is due two days after a period ends, approval two days later.
        const periodEnd = addDays(context.today, 7 - ((random.int(0, 6) + 1) % 7));
        await context.insert(titles, [
          {
            id: titleId,
            departmentId,
            name: title.name,
            rank: title.rank,
            commissionBatchCreationLimitDate: addDays(periodEnd, 2),
            commissionBatchApprovalLimitDate: addDays(periodEnd, 4),
            commissionFrequency: title.frequency,
            daysBeforeCreationNotification: 2,
            daysBeforeApprovalNotification: 1,
          },
        ]);
        context.state.titles.push({
          id: titleId,
          companyId: company.id,
          brandId,
          departmentId,
          brand: brandSpec.name,
          department: department.name,
          name: title.name,
          rank: title.rank,
          groupCode: brandSpec.groupCode,
        });
      }
    }
  }

  // Every demo account has the published password: it is hashed once per run (one salt for all of them), since
  // one hash at OWASP's scrypt cost takes about a second and per-account salts protect nothing here. Always at
  // OWASP's cost, even in a test run: the seed builds the same data every time.
  const demoPasswordHash = await hashPassword(
    demoPassword,
    context.random('password-salts').bytes(16),
    productionPasswordCost,
  );
  for (const account of accountSpecs) {
    const company = account.company ? companyOf(context, account.company) : null;
    const id = random.uuid();
    const createdAt = company ? company.createdAt : atPuertoRico(addDays(context.today, -900), 9);
    context.state.users.push({ id, email: account.email, companyId: company?.id ?? null });
    const codes = account.workerGroupCodes ?? [];
    await context.insert(dashboardUsers, [
      {
        id,
        companyId: company?.id ?? null,
        internalStaff: account.internalStaff ?? false,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        permissions: account.permissions,
        workerGroupCode: codes.length === 1 ? (codes[0] ?? null) : null,
        workerGroupCodes: codes,
        brandsView: account.brandsView ?? false,
        dynamicCommissionPermissions: account.dynamicCommissionPermissions ?? 0,
        locale: account.locale ?? 'en',
        createdAt,
        lastSignInAt: atPuertoRico(addDays(context.today, -random.int(0, 6)), random.int(7, 18), random.int(0, 59)),
      },
    ]);
    await context.insert(identityAccounts, [
      {
        id: random.uuid(),
        email: account.email,
        emailVerified: true,
        givenName: account.firstName,
        familyName: account.lastName,
        passwordHash: demoPasswordHash,
        failedAttempts: 0,
        lockedUntil: null,
        ...(account.totpSecret ? { totpSecret: sealer().seal(account.totpSecret), totpEnabledAt: createdAt } : {}),
        createdAt,
        updatedAt: createdAt,
      },
    ]);
    if (company) {
      const visible = context.state.titles.filter((title) => title.companyId === company.id);
      await context.insert(
        dashboardUserTitles,
        visible.map((title) => ({ userId: id, titleId: title.id })),
      );
    }
  }
};
