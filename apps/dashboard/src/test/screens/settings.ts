import { personas } from './personas.ts';
import { answer } from './contract.ts';

// The settings page reads the company from the frame's call (./personas.ts); its other sections ask for these.
export const settingsHandlers = [
  answer('get', '/external-users', {
    items: [personas.owner.user, personas.ewa.user, personas.tipsAdmin.user, personas.insurance.user],
    page: 1,
    limit: 50,
    total: 4,
  }),
  answer('get', '/companies/{companyId}/sign-in-policy', { secondFactorRequiredFor: ['super-admin'] }),
];
