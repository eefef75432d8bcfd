import type { Handlers } from '../../server/handler-types.ts';
import { tipBatchHandlers } from './batches.ts';
import { tipHistoryHandlers } from './history.ts';
import { tipHoursHandlers } from './hours.ts';
import { tipNoteHandlers } from './notes.ts';
import { payrollActivityHandlers } from './payroll-activity.ts';
import { tipPeriodHandlers } from './periods.ts';
import { tipPointOfSaleHandlers } from './point-of-sale.ts';
import { tipRuleHandlers } from './rules.ts';
import { tipSplitCreateHandlers } from './split-create.ts';
import { tipSplitHandlers } from './splits.ts';
import { tipWorkerHandlers } from './workers.ts';

/** The operations of restaurant tips, one module per resource. */
export const tipHandlers = {
  ...tipHoursHandlers,
  ...tipPeriodHandlers,
  ...tipWorkerHandlers,
  ...tipHistoryHandlers,
  ...tipNoteHandlers,
  ...tipSplitHandlers,
  ...tipSplitCreateHandlers,
  ...tipRuleHandlers,
  ...tipPointOfSaleHandlers,
  ...tipBatchHandlers,
  ...payrollActivityHandlers,
} satisfies Partial<Handlers>;
