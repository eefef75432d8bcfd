import { DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import {
  featuresDraft,
  MAX_IRSI_WORKER_GROUPS,
  parseFeaturesDraft,
  parseWorkerGroupCodes,
  sameFeatures,
} from './features-form.ts';

const isla = { ...DEFAULT_COMPANY_FEATURES, tipsMode: 'irsi-by-group' as const, irsiWorkerGroupCodes: ['103', '113'] };

describe('the company features form', () => {
  it('shows the irsi worker groups as one list and reads them back unchanged', () => {
    const draft = featuresDraft(isla);
    expect(draft.irsiWorkerGroupCodes).toBe('103, 113');
    expect(parseFeaturesDraft(draft)).toEqual({ features: isla, error: null });
  });

  it('reads codes typed with commas, semicolons or spaces, each once, in the order typed', () => {
    expect(parseWorkerGroupCodes(' 203;103 , 203  113\n')).toEqual(['203', '103', '113']);
    expect(parseWorkerGroupCodes('')).toEqual([]);
  });

  it('names a code that is not a worker group code', () => {
    expect(parseWorkerGroupCodes('103, 1.3')).toEqual({ code: 'irsi-bad-code', value: '1.3' });
    expect(parseFeaturesDraft({ ...featuresDraft(isla), irsiWorkerGroupCodes: '103, x*' })).toEqual({
      features: null,
      error: { code: 'irsi-bad-code', value: 'x*' },
    });
  });

  it('refuses more worker groups than a company holds', () => {
    const codes = Array.from({ length: MAX_IRSI_WORKER_GROUPS + 1 }, (_, index) => String(100 + index)).join(',');
    expect(parseWorkerGroupCodes(codes)).toEqual({ code: 'irsi-too-many', max: MAX_IRSI_WORKER_GROUPS });
  });

  it.each([
    ['the tab label', { commissionsTabLabel: 'payroll' as const }],
    ['Insights', { insights: true }],
    ['the tips home', { tipsMode: 'home' as const }],
    ['Payroll Activity', { payrollActivity: true }],
    ['the irsi worker groups', { irsiWorkerGroupCodes: ['113', '103'] }],
  ])('tells a change of %s from no change', (_what, change) => {
    expect(sameFeatures(isla, { ...isla })).toBe(true);
    expect(sameFeatures(isla, { ...isla, ...change })).toBe(false);
  });
});
