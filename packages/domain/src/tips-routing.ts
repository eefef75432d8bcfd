import { compareStrings } from './compare.ts';
import type { CompanyFeatures } from './company-features.ts';

export const TIPS_HOME_PATH = '/tips/home';
export const TIPS_IRSI_HOME_PATH = '/tips/irsi/home';
export const TIPS_BATCH_SELECTOR_PATH = '/tips/batch-selector';
export const TIPS_PAYMENT_HISTORY_PATH = '/tips/payment-history';
export const TIPS_IRSI_PAYMENT_HISTORY_PATH = '/tips/irsi/payment-history';
export const TIPS_PAYOUT_HISTORY_PATH = '/tips/payout-history-dashboard';

export type WorkerGroup = { companyName: string; workerGroupCode: string };
export type WorkerGroupOption = { value: string; label: string };

const codeCollator = new Intl.Collator('en', { numeric: true });

function compareCodes(a: string, b: string): number {
  return codeCollator.compare(a, b) || compareStrings(a, b);
}

// §2: the 'Select Group' options, "company name (code)", sorted by code (numerically where numeric).
export function workerGroupOptions(groups: readonly WorkerGroup[]): WorkerGroupOption[] {
  return [...groups]
    .sort((a, b) => compareCodes(a.workerGroupCode, b.workerGroupCode))
    .map((group) => ({ value: group.workerGroupCode, label: `${group.companyName} (${group.workerGroupCode})` }));
}

// §2, §9: whether a worker group uses the irsi pages; the code list is company data.
export function isIrsiWorkerGroup(
  workerGroupCode: string | null,
  features: Pick<CompanyFeatures, 'irsiWorkerGroupCodes'>,
): boolean {
  return workerGroupCode !== null && features.irsiWorkerGroupCodes.includes(workerGroupCode);
}

// §2: the Tips home target by company mode and selected worker group.
export function tipsHomePath(
  features: Pick<CompanyFeatures, 'tipsMode' | 'irsiWorkerGroupCodes'>,
  selectedWorkerGroupCode: string | null,
): string {
  if (features.tipsMode === 'batch-selector') return TIPS_BATCH_SELECTOR_PATH;
  if (features.tipsMode === 'irsi-by-group' && isIrsiWorkerGroup(selectedWorkerGroupCode, features)) {
    return TIPS_IRSI_HOME_PATH;
  }
  return TIPS_HOME_PATH;
}

// §2: the payment-history page for the selected worker group.
export function tipsPaymentHistoryPath(
  features: Pick<CompanyFeatures, 'irsiWorkerGroupCodes'>,
  selectedWorkerGroupCode: string | null,
): string {
  return isIrsiWorkerGroup(selectedWorkerGroupCode, features)
    ? TIPS_IRSI_PAYMENT_HISTORY_PATH
    : TIPS_PAYMENT_HISTORY_PATH;
}

const VARIANT_PAIRS: readonly (readonly [normal: string, irsi: string])[] = [
  [TIPS_HOME_PATH, TIPS_IRSI_HOME_PATH],
  [TIPS_PAYMENT_HISTORY_PATH, TIPS_IRSI_PAYMENT_HISTORY_PATH],
];

// §2: whether a page has a normal and an irsi variant (home and payment history).
export function hasTipsVariant(path: string): boolean {
  return VARIANT_PAIRS.some((pair) => pair.includes(path));
}

// §2: after the worker group changes, the page to show: home and payment history swap variants, others stay.
export function tipsPathForWorkerGroup(
  currentPath: string,
  features: Pick<CompanyFeatures, 'irsiWorkerGroupCodes'>,
  selectedWorkerGroupCode: string | null,
): string {
  const pair = VARIANT_PAIRS.find((candidate) => candidate.includes(currentPath));
  if (pair === undefined) return currentPath;
  return isIrsiWorkerGroup(selectedWorkerGroupCode, features) ? pair[1] : pair[0];
}
