import type { Handlers } from '../../server/handler-types.ts';
import { insuranceArrearsHandlers } from './arrears.ts';
import { insuranceEventHandlers } from './events.ts';
import { ledgerEntryHandlers } from './ledger-entries.ts';
import { insuranceNoteHandlers } from './notes.ts';
import { insuranceStatusHandlers } from './status.ts';
import { insuranceTableSummaryHandlers } from './table-summary.ts';
import { insuranceTableHandlers } from './table.ts';
import { insuranceUploadListHandlers } from './upload-list.ts';
import { insuranceUploadHandlers } from './uploads.ts';

export const insuranceHandlers = {
  ...ledgerEntryHandlers,
  ...insuranceStatusHandlers,
  ...insuranceNoteHandlers,
  ...insuranceEventHandlers,
  ...insuranceUploadListHandlers,
  ...insuranceUploadHandlers,
  ...insuranceTableHandlers,
  ...insuranceTableSummaryHandlers,
  ...insuranceArrearsHandlers,
} satisfies Partial<Handlers>;
