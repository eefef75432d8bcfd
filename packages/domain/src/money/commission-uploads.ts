import type { Cents } from './cents.ts';
import type { CommissionInputType } from './commissions.ts';

// §3 commission batch inputs, `origin`: where an input's value comes from. The three external origins each arrive
// as a file on the Commission Batches uploads page; `other` is typed by hand.
export const COMMISSION_ORIGINS = ['dealer-system', 'payroll-provider', 'technician-hours', 'other'] as const;
export type CommissionOrigin = (typeof COMMISSION_ORIGINS)[number];

export const COMMISSION_UPLOAD_KINDS = ['deals', 'payroll-provider', 'technician-hours'] as const;
export type CommissionUploadKind = (typeof COMMISSION_UPLOAD_KINDS)[number];
export type UploadedOrigin = Exclude<CommissionOrigin, 'other'>;

// §3 origin: the inputs each kind of file fills.
export const UPLOAD_ORIGIN = {
  deals: 'dealer-system',
  'payroll-provider': 'payroll-provider',
  'technician-hours': 'technician-hours',
} as const satisfies Record<CommissionUploadKind, UploadedOrigin>;

export type DateRange = { startDate: string; endDate: string };

// One row of a current (not replaced) upload, reduced to what an input reads from it.
export type UploadedFigure =
  | { kind: 'deals'; uploadId: string | null; workerId: string; date: string; units: number; grossProfit: Cents }
  | {
      kind: 'payroll-provider';
      uploadId: string;
      workerId: string;
      period: DateRange;
      // The input the amount fills; null fills every payroll-provider dollars input of the worker.
      input: string | null;
      amount: Cents;
    }
  | { kind: 'technician-hours'; uploadId: string; workerId: string; date: string; hours: number };

export type UploadedValue = { value: number; uploadIds: string[] };

const within = (date: string, period: DateRange): boolean => date >= period.startDate && date <= period.endDate;

export const periodsOverlap = (a: DateRange, b: DateRange): boolean =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

const uploadIdsOf = (figures: readonly UploadedFigure[]): string[] =>
  [...new Set(figures.flatMap((figure) => (figure.uploadId === null ? [] : [figure.uploadId])))].sort();

// §3 origin: what the uploads say an input of a worker is worth in a batch's period, or null when no upload measures
// it. Deals dated inside the period give a quantity input the sum of their units and a dollars input the sum of their
// gross profit; payroll-provider files whose period lies inside the batch's give a dollars input the sum of the amounts
// naming it (or naming no input); technician hours dated inside the period give a quantity input their sum. A
// percentage is measured by no file.
export function uploadedInputValue(
  input: { name: string; origin: CommissionOrigin; inputType: CommissionInputType },
  workerId: string,
  period: DateRange,
  figures: readonly UploadedFigure[],
): UploadedValue | null {
  const own = figures.filter((figure) => figure.workerId === workerId);
  if (input.origin === 'dealer-system' && input.inputType !== 'percentage') {
    const deals = own.flatMap((figure) => (figure.kind === 'deals' && within(figure.date, period) ? [figure] : []));
    if (deals.length === 0) return null;
    const value = deals.reduce(
      (sum, deal) => sum + (input.inputType === 'quantity' ? deal.units : deal.grossProfit),
      0,
    );
    return { value, uploadIds: uploadIdsOf(deals) };
  }
  if (input.origin === 'payroll-provider' && input.inputType === 'dollars') {
    const rows = own.flatMap((figure) =>
      figure.kind === 'payroll-provider' &&
      within(figure.period.startDate, period) &&
      within(figure.period.endDate, period) &&
      (figure.input === null || figure.input === input.name)
        ? [figure]
        : [],
    );
    if (rows.length === 0) return null;
    return { value: rows.reduce((sum, row) => sum + row.amount, 0), uploadIds: uploadIdsOf(rows) };
  }
  if (input.origin === 'technician-hours' && input.inputType === 'quantity') {
    const rows = own.flatMap((figure) =>
      figure.kind === 'technician-hours' && within(figure.date, period) ? [figure] : [],
    );
    if (rows.length === 0) return null;
    // Hours come to the hundredth (`parseHours`): summed as whole hundredths, never as floating point.
    const hundredths = rows.reduce((sum, row) => sum + Math.round(row.hours * 100), 0);
    return { value: hundredths / 100, uploadIds: uploadIdsOf(rows) };
  }
  return null;
}

// A batch input as an upload sees it: its values and the uploads that fed it (none when typed by hand).
export type FedInput = { initialValue: number; value: number; uploadIds: readonly string[] };

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

// §3 initialValue and value: how an uploaded value lands on a batch input; null leaves the input as it is. The upload
// sets the initial value, and the value too unless a person changed it by hand (value ≠ initial value), whose figure
// stays. An input that uploads fed before but that no current upload measures any more (a corrected file dropped the
// worker) goes back to 0; an input no upload ever fed is left alone.
export function feedInput(current: FedInput, uploaded: UploadedValue | null): FedInput | null {
  if (uploaded === null && current.uploadIds.length === 0) return null;
  const handEdited = current.value !== current.initialValue;
  const initialValue = uploaded?.value ?? 0;
  const next: FedInput = {
    initialValue,
    value: handEdited ? current.value : initialValue,
    uploadIds: uploaded?.uploadIds ?? [],
  };
  const unchanged =
    next.initialValue === current.initialValue &&
    next.value === current.value &&
    sameIds(next.uploadIds, [...current.uploadIds].sort());
  return unchanged ? null : next;
}

export type FeedableBatch = { generation: number; status: string; startDate: string; endDate: string };

// Uploads belong to Commission Batches (the third area): they feed its batches that can still change (draft or
// rejected) whose dates meet the file's period. A batch waiting for approval, in review or approved keeps its figures.
export function isFedByUploads(batch: FeedableBatch, period: DateRange): boolean {
  return (
    batch.generation === 3 && (batch.status === 'draft' || batch.status === 'rejected') && periodsOverlap(batch, period)
  );
}

export type BatchInputToFeed<Key> = FedInput & {
  key: Key;
  workerId: string;
  name: string;
  origin: CommissionOrigin;
  inputType: CommissionInputType;
};

// §3: every input of a batch that the current uploads change, with its new values. `origins` limits the re-read to the
// inputs of those origins (an upload re-reads its own; a new batch reads all three).
export function feedBatchInputs<Key>(
  period: DateRange,
  inputs: readonly BatchInputToFeed<Key>[],
  figures: readonly UploadedFigure[],
  origins: readonly UploadedOrigin[],
): { key: Key; next: FedInput }[] {
  return inputs.flatMap((input) => {
    if (!(origins as readonly string[]).includes(input.origin)) return [];
    const next = feedInput(input, uploadedInputValue(input, input.workerId, period, figures));
    return next === null ? [] : [{ key: input.key, next }];
  });
}

export type UploadOfPeriod = DateRange & { id: string; kind: CommissionUploadKind; supersededAt: string | Date | null };

// A corrected file: an upload of the same kind and exactly the same period as a current upload replaces it. Its rows
// stand in for the earlier file's, whose figures stop counting; the earlier upload is kept, marked as replaced.
export function replacedUploads<Upload extends UploadOfPeriod>(
  candidate: DateRange & { kind: CommissionUploadKind },
  uploads: readonly Upload[],
): Upload[] {
  return uploads.filter(
    (upload) =>
      upload.supersededAt === null &&
      upload.kind === candidate.kind &&
      upload.startDate === candidate.startDate &&
      upload.endDate === candidate.endDate,
  );
}

const HOURS = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

// A technician's hours of one day as a file writes them ("7.5", "8.25"): to the hundredth of an hour, from 0 to 24.
// Null for anything else.
export function parseHours(text: string): number | null {
  const match = HOURS.exec(text.trim());
  if (match === null) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths > 2_400 ? null : hundredths / 100;
}
