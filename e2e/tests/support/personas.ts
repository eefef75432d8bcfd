import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

export const DEMO_PASSWORD = 'demo1234';

export type Persona = {
  email: string;
  // The landing page the spec's order gives (a pattern where the selected worker group decides).
  landing: string | RegExp;
  tabs: string[];
  // Sidebar items (above Settings and Sign Out) per dashboard the persona can open, in order.
  sidebars: Partial<
    Record<'ewa' | 'commissions' | 'commissions-v2' | 'commissions-v3' | 'insurance' | 'tips', string[]>
  >;
  settings?: boolean;
};

// The demo accounts of DESIGN.md and what the spec's rules give each of them.
export const PERSONAS: Persona[] = [
  {
    email: 'owner@isla.example',
    landing: '/ewa/employees',
    tabs: ['EWA', 'Parts & Services Commissions', 'Insurance', 'Tips'],
    sidebars: {
      ewa: ['Employees', 'Deductions', 'Billing', 'Reports'],
      commissions: ['Home', 'Reports', 'Employees'],
      insurance: ['Home', 'Uploads'],
      tips: ['Home', 'Employees', 'Payout History', 'Payment History', 'Reports', 'Payroll Activity'],
    },
    settings: true,
  },
  {
    email: 'ewa@isla.example',
    landing: '/ewa/employees',
    tabs: ['EWA'],
    sidebars: { ewa: ['Employees', 'Deductions', 'Billing', 'Reports'] },
    settings: true,
  },
  {
    email: 'tips.admin@isla.example',
    landing: /\/tips\/(irsi\/)?home$/,
    tabs: ['Tips'],
    sidebars: { tips: ['Home', 'Employees', 'Payout History', 'Payment History', 'Reports', 'Payroll Activity'] },
  },
  {
    email: 'tips.manager@isla.example',
    landing: '/tips/payout-history-dashboard',
    tabs: ['Tips'],
    sidebars: { tips: ['Home', 'Payout History', 'Payment History'] },
    settings: false,
  },
  {
    email: 'insurance@isla.example',
    landing: '/insurance/home',
    tabs: ['Insurance'],
    sidebars: { insurance: ['Home', 'Uploads'] },
    settings: false,
  },
  {
    email: 'insurance.viewer@isla.example',
    landing: '/insurance/home',
    tabs: ['Insurance'],
    sidebars: { insurance: ['Home', 'Uploads'] },
    settings: false,
  },
  {
    email: 'approver@costa.example',
    landing: '/commissions/home',
    tabs: ['Parts & Services Commissions', 'Sales Commissions'],
    sidebars: { commissions: ['Home', 'Reports', 'Employees'], 'commissions-v2': ['Home', 'Employees'] },
    settings: false,
  },
  {
    email: 'creator@costa.example',
    landing: '/commissions/home',
    tabs: ['Parts & Services Commissions', 'Sales Commissions'],
    sidebars: { commissions: ['Home', 'Reports', 'Employees'], 'commissions-v2': ['Home', 'Employees'] },
    settings: false,
  },
  {
    email: 'viewer@costa.example',
    landing: '/commissions/home',
    tabs: ['Parts & Services Commissions'],
    sidebars: { commissions: ['Home', 'Reports', 'Employees'] },
    settings: false,
  },
  {
    email: 'payroll@caribe.example',
    landing: '/tips/batch-selector',
    tabs: ['Tips'],
    sidebars: { tips: ['Home', 'Employees', 'Payout History', 'Payment History', 'Reports', 'Payroll Activity'] },
  },
  {
    email: 'admin@borinquen.example',
    landing: '/ewa/employees',
    tabs: ['EWA', 'Payroll'],
    sidebars: { ewa: ['Employees'], commissions: ['Home', 'Reports', 'Employees', 'Insights'] },
    settings: false,
  },
  {
    email: 'staff@provider.example',
    landing: '/ewa/employees',
    // Internal staff start in the first company by name, Borinquen Logistics, whose Commissions tab reads Payroll.
    tabs: ['EWA', 'Payroll', 'Commissions', 'Insurance', 'Tips'],
    sidebars: {
      ewa: ['Employees', 'Deductions', 'Billing', 'Reports'],
      'commissions-v3': ['Commission Batches', 'Uploads', 'Deals', 'Employees'],
    },
    settings: true,
  },
];

export function persona(email: string): Persona {
  const found = PERSONAS.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`No demo persona ${email}`);
  return found;
}

// Outside test-results, which any other Playwright run in this folder empties; one folder per product address.
const AUTH_DIR = resolve(
  tmpdir(),
  'cuadre-e2e-auth',
  (process.env.E2E_BASE_URL ?? `port-${process.env.E2E_PORT ?? 3100}`).replace(/\W+/g, '-'),
);

export function storageStatePath(email: string): string {
  return resolve(AUTH_DIR, `${email}.json`);
}

// The owner's second session (personas.setup.ts), which no journey but the bank details' own signs in from again.
export const AGING_OWNER_SESSION = {
  email: 'owner@isla.example',
  path: resolve(AUTH_DIR, 'owner@isla.example.aging.json'),
};
