import type { CompanyFeatures, Permission, UserRole } from '../db/schema/values.ts';

// The companies and accounts of the demo, as DESIGN.md lists them. Everything else is generated.

export const demoPassword = 'demo1234';
export const internalDomain = 'provider.example';

export type Industry = 'restaurant' | 'dealership' | 'hospitality' | 'logistics';

export type GroupSpec = { code: string; name: string; town: string; weight: number };

export type CompanySpec = {
  key: 'isla' | 'costa' | 'caribe' | 'borinquen';
  name: string;
  industry: Industry;
  workerIdPrefix: string;
  payrollProvider: string;
  payFrequency: 'weekly' | 'biweekly';
  periodStartDate: string;
  features: CompanyFeatures;
  groups: GroupSpec[];
  workers: { demo: number; large: number };
  insuredShare: number;
};

// §9: fifteen three-digit codes route the tips pages to the irsi variant for Isla.
export const islaIrsiCodes = [
  '103',
  '113',
  '123',
  '143',
  '163',
  '203',
  '213',
  '233',
  '253',
  '303',
  '313',
  '343',
  '363',
  '393',
  '403',
];

export const companySpecs: CompanySpec[] = [
  {
    key: 'isla',
    name: 'Isla Restaurant Group',
    industry: 'restaurant',
    workerIdPrefix: 'ISL',
    payrollProvider: 'Nómina Plus',
    payFrequency: 'biweekly',
    periodStartDate: '2026-01-05',
    features: {
      commissionsTabLabel: 'parts-and-services',
      insights: false,
      tipsMode: 'irsi-by-group',
      payrollActivity: true,
      irsiWorkerGroupCodes: islaIrsiCodes,
    },
    groups: [
      { code: '103', name: 'Isla Condado', town: 'San Juan', weight: 3 },
      { code: '203', name: 'Isla Viejo San Juan', town: 'San Juan', weight: 3 },
      { code: '403', name: 'Isla Dorado', town: 'Dorado', weight: 2 },
      { code: '150', name: 'Isla Catering', town: 'Guaynabo', weight: 2 },
      { code: '250', name: 'Isla Ponce', town: 'Ponce', weight: 2 },
    ],
    workers: { demo: 220, large: 5_500 },
    insuredShare: 0.6,
  },
  {
    key: 'costa',
    name: 'Costa Motors',
    industry: 'dealership',
    workerIdPrefix: 'CST',
    payrollProvider: 'PayCentral',
    payFrequency: 'biweekly',
    periodStartDate: '2026-01-12',
    features: {
      commissionsTabLabel: 'parts-and-services',
      insights: false,
      tipsMode: 'home',
      payrollActivity: false,
      irsiWorkerGroupCodes: [],
    },
    groups: [
      { code: '601', name: 'Costa Toyota Bayamón', town: 'Bayamón', weight: 3 },
      { code: '602', name: 'Costa Honda Caguas', town: 'Caguas', weight: 3 },
      { code: '603', name: 'Costa Parts & Service', town: 'Bayamón', weight: 2 },
    ],
    workers: { demo: 140, large: 1_500 },
    insuredShare: 0,
  },
  {
    key: 'caribe',
    name: 'Caribe Hospitality',
    industry: 'hospitality',
    workerIdPrefix: 'CRB',
    payrollProvider: 'Nómina Plus',
    payFrequency: 'weekly',
    periodStartDate: '2026-01-05',
    features: {
      commissionsTabLabel: 'parts-and-services',
      insights: false,
      tipsMode: 'batch-selector',
      payrollActivity: true,
      irsiWorkerGroupCodes: [],
    },
    groups: [
      { code: '501', name: 'Caribe Beach Resort', town: 'Fajardo', weight: 3 },
      { code: '502', name: 'Caribe Convention Center', town: 'San Juan', weight: 2 },
      { code: '503', name: 'Caribe Mountain Lodge', town: 'Humacao', weight: 2 },
    ],
    workers: { demo: 150, large: 4_000 },
    insuredShare: 0.4,
  },
  {
    key: 'borinquen',
    name: 'Borinquen Logistics',
    industry: 'logistics',
    workerIdPrefix: 'BRQ',
    payrollProvider: 'PayCentral',
    payFrequency: 'weekly',
    periodStartDate: '2026-01-05',
    features: {
      commissionsTabLabel: 'payroll',
      insights: true,
      tipsMode: 'home',
      payrollActivity: false,
      irsiWorkerGroupCodes: [],
    },
    groups: [
      { code: '701', name: 'Borinquen Carolina Warehouse', town: 'Carolina', weight: 3 },
      { code: '702', name: 'Borinquen Mayagüez Fleet', town: 'Mayagüez', weight: 2 },
      { code: '703', name: 'Borinquen Arecibo Distribution', town: 'Arecibo', weight: 2 },
    ],
    workers: { demo: 90, large: 1_500 },
    insuredShare: 0.3,
  },
];

export type AccountSpec = {
  email: string;
  company: CompanySpec['key'] | null;
  firstName: string;
  lastName: string;
  role: UserRole;
  permissions: Permission[];
  workerGroupCodes?: string[];
  dynamicCommissionPermissions?: number;
  brandsView?: boolean;
  locale?: 'en' | 'es-PR';
  // The provider's staff: stored on the account, as staff would grant it; the e-mail alone grants nothing.
  internalStaff?: boolean;
  // Two-step sign-in already set up with this shared secret (base32), for the accounts that must use it.
  totpSecret?: string;
};

// The demo staff account's authenticator secret: public, as the demo password is. Add it to an authenticator app by
// hand (or `otpauth://totp/Cuadre:staff%40provider.example?secret=<it>&issuer=Cuadre`) to sign in as staff.
export const demoStaffTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const accountSpecs: AccountSpec[] = [
  {
    email: 'owner@isla.example',
    company: 'isla',
    firstName: 'Marisol',
    lastName: 'Figueroa',
    role: 'super-admin',
    permissions: [],
  },
  {
    email: 'ewa@isla.example',
    company: 'isla',
    firstName: 'Héctor',
    lastName: 'Santiago',
    role: 'member',
    permissions: ['employees', 'deductions', 'billing', 'reports', 'bank-details'],
  },
  {
    email: 'tips.admin@isla.example',
    company: 'isla',
    firstName: 'Glorimar',
    lastName: 'Ortiz',
    role: 'tips-admin',
    permissions: ['tips-admin', 'payroll-activity'],
    locale: 'es-PR',
  },
  {
    email: 'tips.manager@isla.example',
    company: 'isla',
    firstName: 'Kevin',
    lastName: 'Rosado',
    role: 'member',
    permissions: ['tips-manager'],
    workerGroupCodes: ['103'],
  },
  {
    email: 'insurance@isla.example',
    company: 'isla',
    firstName: 'Nilda',
    lastName: 'Cordero',
    role: 'member',
    permissions: ['insurance', 'insurance-edit'],
  },
  {
    email: 'insurance.viewer@isla.example',
    company: 'isla',
    firstName: 'Raúl',
    lastName: 'Pagán',
    role: 'member',
    permissions: ['insurance'],
  },
  {
    email: 'approver@costa.example',
    company: 'costa',
    firstName: 'Fernando',
    lastName: 'Irizarry',
    role: 'member',
    permissions: ['commissions-approve', 'commissions-v2-approve'],
    dynamicCommissionPermissions: 2,
    brandsView: true,
  },
  {
    email: 'creator@costa.example',
    company: 'costa',
    firstName: 'Jessica',
    lastName: 'Meléndez',
    role: 'member',
    permissions: ['commissions-create', 'commissions-v2-create'],
    dynamicCommissionPermissions: 1,
  },
  {
    email: 'viewer@costa.example',
    company: 'costa',
    firstName: 'Orlando',
    lastName: 'Vega',
    role: 'member',
    permissions: ['commissions-view'],
    dynamicCommissionPermissions: 0,
  },
  {
    email: 'payroll@caribe.example',
    company: 'caribe',
    firstName: 'Wanda',
    lastName: 'Acevedo',
    role: 'tips-admin',
    permissions: ['tips-admin', 'payroll-activity'],
  },
  {
    email: 'admin@borinquen.example',
    company: 'borinquen',
    firstName: 'Daniel',
    lastName: 'Marrero',
    role: 'member',
    permissions: ['employees', 'commissions-view'],
  },
  {
    email: 'nobody@isla.example',
    company: 'isla',
    firstName: 'Pedro',
    lastName: 'Nieves',
    role: 'member',
    permissions: [],
  },
  {
    email: `staff@${internalDomain}`,
    company: null,
    firstName: 'Ana',
    lastName: 'Quiñones',
    role: 'super-admin',
    permissions: [],
    internalStaff: true,
    totpSecret: demoStaffTotpSecret,
  },
];

// Costa's brand structure (titles carry their rank); Borinquen's single brand feeds its Payroll tab and Insights.
export type BrandSpec = {
  company: CompanySpec['key'];
  name: string;
  groupCode: string;
  departments: {
    name: string;
    titles: { name: string; rank: number; frequency: 'weekly' | 'biweekly' | 'monthly' }[];
  }[];
};

export const brandSpecs: BrandSpec[] = [
  {
    company: 'costa',
    name: 'Costa Toyota',
    groupCode: '601',
    departments: [
      {
        name: 'Sales',
        titles: [
          { name: 'Sales Consultant', rank: 1, frequency: 'biweekly' },
          { name: 'Sales Manager', rank: 2, frequency: 'monthly' },
        ],
      },
      { name: 'Finance', titles: [{ name: 'F&I Manager', rank: 2, frequency: 'monthly' }] },
    ],
  },
  {
    company: 'costa',
    name: 'Costa Honda',
    groupCode: '602',
    departments: [
      {
        name: 'Sales',
        titles: [
          { name: 'Sales Consultant', rank: 1, frequency: 'biweekly' },
          { name: 'Sales Manager', rank: 2, frequency: 'monthly' },
        ],
      },
      { name: 'Finance', titles: [{ name: 'F&I Manager', rank: 2, frequency: 'monthly' }] },
    ],
  },
  {
    company: 'costa',
    name: 'Costa Parts & Service',
    groupCode: '603',
    departments: [
      {
        name: 'Service',
        titles: [
          { name: 'Technician', rank: 1, frequency: 'biweekly' },
          { name: 'Service Advisor', rank: 1, frequency: 'biweekly' },
        ],
      },
      { name: 'Parts', titles: [{ name: 'Parts Specialist', rank: 1, frequency: 'weekly' }] },
    ],
  },
  {
    company: 'borinquen',
    name: 'Borinquen Logistics',
    groupCode: '701',
    departments: [
      {
        name: 'Operations',
        titles: [
          { name: 'Route Driver', rank: 1, frequency: 'weekly' },
          { name: 'Dispatcher', rank: 2, frequency: 'biweekly' },
        ],
      },
      { name: 'Sales', titles: [{ name: 'Account Executive', rank: 1, frequency: 'monthly' }] },
    ],
  },
];

// Tip roles and their job codes; a few tip records carry a role no rule knows, for the review screen.
export const tipRoles = [
  { jobcode: 101, name: 'Server', tipUser: true, report: true, payable: true, weight: 8 },
  { jobcode: 102, name: 'Bartender', tipUser: true, report: true, payable: true, weight: 4 },
  { jobcode: 103, name: 'Busser', tipUser: true, report: true, payable: true, weight: 3 },
  { jobcode: 104, name: 'Host', tipUser: true, report: true, payable: false, weight: 2 },
  { jobcode: 105, name: 'Food Runner', tipUser: true, report: true, payable: true, weight: 3 },
  { jobcode: 106, name: 'Barback', tipUser: true, report: false, payable: true, weight: 1 },
  { jobcode: 201, name: 'Line Cook', tipUser: false, report: true, payable: false, weight: 0 },
  { jobcode: 202, name: 'Dishwasher', tipUser: false, report: false, payable: false, weight: 0 },
  { jobcode: 301, name: 'Banquet Server', tipUser: true, report: true, payable: true, weight: 3 },
  { jobcode: 302, name: 'Room Service', tipUser: true, report: true, payable: true, weight: 2 },
] as const;

export const unrecognizedTipRoles = ['Sommelier', 'Expo', 'Cashier'] as const;
