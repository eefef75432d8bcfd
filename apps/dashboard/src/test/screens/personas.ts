import type { Schemas } from '@cuadre/api-client';
import { bayamon, company as settingsCompany } from '../../features/settings/test/settings-fixtures.tsx';
import { answer } from './contract.ts';

type Company = Schemas['Company'];
type DashboardUser = Schemas['DashboardUser'];
type CompanyGroup = Schemas['CompanyGroup'];

const group = (workerGroupCode: string, companyName: string, city: string, zipCode: string): CompanyGroup => ({
  ...bayamon,
  workerGroupCode,
  companyName,
  city,
  zipCode,
  address: `${workerGroupCode} Calle Fortaleza`,
  invoiceCodePrefix: `ISLA-${workerGroupCode}`,
});

// The demo's restaurant group (apps/api/src/seed/catalog.ts): five restaurants, biweekly payroll, irsi tips in Condado.
export const isla: Company = {
  ...settingsCompany,
  payrollProvider: 'Nómina Plus',
  companyGroups: [
    group('103', 'Isla Condado', 'San Juan', '00907'),
    group('150', 'Isla Catering', 'Guaynabo', '00968'),
    group('203', 'Isla Viejo San Juan', 'San Juan', '00901'),
    group('250', 'Isla Ponce', 'Ponce', '00730'),
    group('403', 'Isla Dorado', 'Dorado', '00646'),
  ],
  features: {
    commissionsTabLabel: 'parts-and-services',
    insights: false,
    tipsMode: 'home',
    payrollActivity: true,
    irsiWorkerGroupCodes: [],
  },
};

// The demo's dealership, whose screens are the commission batches.
export const costa: Company = {
  ...isla,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Costa Motors',
  dashboardTitle: 'Costa Motors',
  payrollProvider: 'PayCentral',
  companyGroups: [
    { ...group('601', 'Costa Toyota Bayamón', 'Bayamón', '00961'), invoiceCodePrefix: 'CST-601' },
    { ...group('602', 'Costa Honda Caguas', 'Caguas', '00725'), invoiceCodePrefix: 'CST-602' },
    { ...group('603', 'Costa Parts & Service', 'Bayamón', '00961'), invoiceCodePrefix: 'CST-603' },
  ],
  features: { ...isla.features, tipsMode: 'home', payrollActivity: false },
};

export type Persona = { user: DashboardUser; company: Company; dynamicCommissions?: number };

const user = (
  company: Company,
  email: string,
  firstName: string,
  lastName: string,
  role: DashboardUser['role'],
  permissions: DashboardUser['permissions'],
): DashboardUser => ({
  id: `user-${email}`,
  companyId: company.id,
  email,
  firstName,
  lastName,
  role,
  permissions,
  workerGroupCode: null,
  workerGroupCodes: [],
  brands: [],
  brandsView: false,
  status: 'active',
});

// The demo accounts (e2e/tests/support/personas.ts) each screen is shown to.
export const personas = {
  owner: { user: user(isla, 'owner@isla.example', 'Marisol', 'Figueroa', 'super-admin', []), company: isla },
  ewa: {
    user: user(isla, 'ewa@isla.example', 'Héctor', 'Santiago', 'member', [
      'employees',
      'deductions',
      'billing',
      'reports',
      'bank-details',
    ]),
    company: isla,
  },
  tipsAdmin: {
    user: user(isla, 'tips.admin@isla.example', 'Glorimar', 'Ortiz', 'tips-admin', ['tips-admin', 'payroll-activity']),
    company: isla,
  },
  insurance: {
    user: user(isla, 'insurance@isla.example', 'Nilda', 'Cordero', 'member', ['insurance', 'insurance-edit']),
    company: isla,
  },
  // Costa's read-only account: Parts & Services Commissions (commissions v1) is the one area it opens.
  commissionsViewer: {
    user: user(costa, 'viewer@costa.example', 'Orlando', 'Vega', 'member', ['commissions-view']),
    company: costa,
  },
  commissionsApprover: {
    user: {
      ...user(costa, 'approver@costa.example', 'Fernando', 'Irizarry', 'member', [
        'commissions-approve',
        'commissions-v2-approve',
      ]),
    },
    company: costa,
    dynamicCommissions: 2,
  },
  // The provider's staff account, in Costa Motors: staff alone open Commissions (commissions v3).
  staff: {
    user: { ...user(costa, 'staff@provider.example', 'Ana', 'Quiñones', 'super-admin', []), internalStaff: true },
    company: costa,
  },
} satisfies Record<string, Persona>;

// The calls of the signed-in frame: the session, its company, the company switcher, the bell and the sidebar's count.
export function shellHandlers({ user, company, dynamicCommissions = 0 }: Persona) {
  return [
    answer('get', '/auth/session', {
      user,
      company,
      companies: [{ id: company.id, name: company.name, dashboardTitle: company.dashboardTitle, logoUrl: null }],
      // The session's flag is the one every rule reads (shared/api/shell-api-client.ts).
      internalStaff: user.internalStaff === true,
      expiresAt: '2026-11-27T22:00:00.000Z',
      signedInAt: '2026-11-27T13:55:00.000Z',
    }),
    answer('post', '/employer-dashboard/company-info', { companyData: company }),
    answer('get', '/employer-dashboard/companies', {
      companies: [{ id: company.id, name: company.name, dashboardTitle: company.dashboardTitle, logoUrl: null }],
    }),
    answer('get', '/dynamic-commission/permissions', { count: dynamicCommissions }),
    answer('get', '/employer-notifications/{companyId}', { items: [], page: 1, limit: 20, total: 0, unreadCount: 0 }),
  ];
}
