import type { CompanyFeatures } from '@cuadre/domain';

// The form of a company's features: the irsi worker groups are typed as one list of codes.
export type FeaturesDraft = Omit<CompanyFeatures, 'irsiWorkerGroupCodes'> & { irsiWorkerGroupCodes: string };

export type FeaturesError = { code: 'irsi-bad-code'; value: string } | { code: 'irsi-too-many'; max: number };

export type FeaturesParse = { features: CompanyFeatures; error: null } | { features: null; error: FeaturesError };

// The contract's WorkerGroupCode and the most codes a company's list holds.
const WORKER_GROUP_CODE = /^[A-Za-z0-9-]{1,32}$/;
export const MAX_IRSI_WORKER_GROUPS = 100;

export function featuresDraft(features: CompanyFeatures): FeaturesDraft {
  return { ...features, irsiWorkerGroupCodes: features.irsiWorkerGroupCodes.join(', ') };
}

// The codes typed with commas, semicolons or spaces between them, each once, in the order typed.
export function parseWorkerGroupCodes(text: string): string[] | FeaturesError {
  const codes = [...new Set(text.split(/[\s,;]+/).filter((code) => code !== ''))];
  const bad = codes.find((code) => !WORKER_GROUP_CODE.test(code));
  if (bad !== undefined) return { code: 'irsi-bad-code', value: bad };
  if (codes.length > MAX_IRSI_WORKER_GROUPS) return { code: 'irsi-too-many', max: MAX_IRSI_WORKER_GROUPS };
  return codes;
}

export function parseFeaturesDraft(draft: FeaturesDraft): FeaturesParse {
  const codes = parseWorkerGroupCodes(draft.irsiWorkerGroupCodes);
  if (!Array.isArray(codes)) return { features: null, error: codes };
  return {
    features: {
      commissionsTabLabel: draft.commissionsTabLabel,
      insights: draft.insights,
      tipsMode: draft.tipsMode,
      payrollActivity: draft.payrollActivity,
      irsiWorkerGroupCodes: codes,
    },
    error: null,
  };
}

export function sameFeatures(left: CompanyFeatures, right: CompanyFeatures): boolean {
  return (
    left.commissionsTabLabel === right.commissionsTabLabel &&
    left.insights === right.insights &&
    left.tipsMode === right.tipsMode &&
    left.payrollActivity === right.payrollActivity &&
    left.irsiWorkerGroupCodes.join() === right.irsiWorkerGroupCodes.join()
  );
}
