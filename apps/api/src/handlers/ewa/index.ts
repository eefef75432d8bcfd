import type { Handlers } from '../../server/handler-types.ts';
import { deductionUploadHandlers } from './deduction-upload.ts';
import { deductionHandlers } from './deductions.ts';
import { periodHandlers } from './periods.ts';
import { reportHandlers } from './reports.ts';

export const ewaHandlers = {
  ...deductionHandlers,
  ...periodHandlers,
  ...deductionUploadHandlers,
  ...reportHandlers,
} satisfies Partial<Handlers>;
