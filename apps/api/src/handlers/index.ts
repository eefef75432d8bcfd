import type { Handlers } from '../server/handler-types.ts';
import { commissionHandlers } from './commissions/index.ts';
import { companyHandlers, signInPolicyHandlers } from './companies/index.ts';
import { ewaHandlers } from './ewa/index.ts';
import { insuranceHandlers } from './insurance/index.ts';
import { tipHandlers } from './tips/index.ts';
import { userHandlers } from './users/index.ts';
import { workerHandlers } from './workers/index.ts';

/** Every operation of the contract, keyed by operationId; tsc rejects a missing one. */
export const handlers: Handlers = {
  ...userHandlers,
  ...workerHandlers,
  ...companyHandlers,
  ...signInPolicyHandlers,
  ...ewaHandlers,
  ...tipHandlers,
  ...commissionHandlers,
  ...insuranceHandlers,
};
