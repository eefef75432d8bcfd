import type { Handlers } from '../server/handler-types.ts';
import { commissionInsightHandlers } from './commission-insights.ts';
import { commissionListHandlers } from './commission-lists.ts';
import { commissionUploadHandlers } from './commission-uploads.ts';
import { companyHandlers } from './companies.ts';
import { compensationHandlers } from './compensation.ts';
import { ewaHandlers } from './ewa.ts';
import { insuranceHandlers } from './insurance.ts';
import { signInPolicyHandlers } from './sign-in-policy.ts';
import { tipHandlers } from './tips.ts';
import { userHandlers } from './users.ts';
import { workerHandlers } from './workers.ts';

/** Every operation of the contract, keyed by operationId; tsc rejects a missing one. */
export const handlers: Handlers = {
  ...userHandlers,
  ...workerHandlers,
  ...companyHandlers,
  ...signInPolicyHandlers,
  ...ewaHandlers,
  ...tipHandlers,
  ...compensationHandlers,
  ...commissionInsightHandlers,
  ...commissionListHandlers,
  ...commissionUploadHandlers,
  ...insuranceHandlers,
};
