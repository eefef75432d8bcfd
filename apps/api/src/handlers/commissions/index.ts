import { batchCreateHandlers } from './batch-create.ts';
import { batchLifecycleHandlers } from './batch-lifecycle.ts';
import { batchUpdateHandlers } from './batch-update.ts';
import { batchHandlers } from './batches.ts';
import { brandHandlers } from './brands.ts';
import { dealHandlers } from './deals.ts';
import { employeeHandlers } from './employees.ts';
import { insightHandlers } from './insights.ts';
import { periodTotalHandlers } from './period-totals.ts';
import { planHandlers } from './plans.ts';
import { uploadHandlers } from './uploads.ts';

/** Every operation of the commission areas: batches and their approval, plans, uploads, lists and insights. */
export const commissionHandlers = {
  ...batchHandlers,
  ...batchCreateHandlers,
  ...batchUpdateHandlers,
  ...batchLifecycleHandlers,
  ...brandHandlers,
  ...planHandlers,
  ...uploadHandlers,
  ...dealHandlers,
  ...periodTotalHandlers,
  ...employeeHandlers,
  ...insightHandlers,
};
