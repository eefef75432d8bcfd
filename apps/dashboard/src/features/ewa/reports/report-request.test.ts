import { describe, expect, it } from 'vitest';
import { defaultReportDraft, validateReportDraft } from './report-request.ts';

const today = '2026-11-22';

describe('report request', () => {
  it('starts with the month to date', () => {
    expect(defaultReportDraft(today)).toEqual({
      type: 'deductions',
      startDate: '2026-11-01',
      endDate: today,
      workerGroupCode: 'all',
    });
  });

  it('accepts a range of up to 366 days', () => {
    expect(
      validateReportDraft({ ...defaultReportDraft(today), startDate: '2025-11-21', endDate: today }, today),
    ).toEqual([]);
  });

  it('refuses a missing date, a reversed range, a range over 366 days and a start in the future', () => {
    expect(validateReportDraft({ ...defaultReportDraft(today), startDate: '' }, today)).toEqual([
      { path: '/startDate', code: 'required' },
    ]);
    expect(
      validateReportDraft({ ...defaultReportDraft(today), startDate: '2026-11-10', endDate: '2026-11-01' }, today),
    ).toEqual([{ path: '/endDate', code: 'order' }]);
    expect(
      validateReportDraft({ ...defaultReportDraft(today), startDate: '2025-11-01', endDate: today }, today),
    ).toEqual([{ path: '/endDate', code: 'too-long' }]);
    expect(
      validateReportDraft({ ...defaultReportDraft(today), startDate: '2026-11-23', endDate: '2026-11-30' }, today),
    ).toEqual([{ path: '/startDate', code: 'future' }]);
  });
});
