import type { Handlers } from '../../server/handler-types.ts';
import { auditEventHandlers } from './audit-events.ts';
import { bankDetailsHandlers } from './bank-details.ts';
import { depositHandlers } from './deposits.ts';
import { companyInfoHandlers } from './info.ts';
import { invoiceHandlers } from './invoices.ts';
import { notificationHandlers } from './notifications.ts';
import { settingsHandlers } from './settings.ts';
import { workerGroupHandlers } from './worker-groups.ts';

export { signInPolicyHandlers } from './sign-in-policy.ts';

/** The operations on a company and what it holds: each resource's handlers live in a module of this folder. */
export const companyHandlers = {
  ...companyInfoHandlers,
  ...depositHandlers,
  ...bankDetailsHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...settingsHandlers,
  ...workerGroupHandlers,
  ...auditEventHandlers,
} satisfies Partial<Handlers>;
