import { describe, expect, it } from 'vitest';
import { changeField, changeValueText } from './audit-changes.ts';

describe('audit changes', () => {
  it('names the field a change touched', () => {
    expect(changeField({ pointer: '/employeeFeePercent', before: 1, after: 2 })).toBe('employeeFeePercent');
    expect(changeField({ pointer: '/a~1b', before: 1, after: 2 })).toBe('a/b');
  });

  it('shows recorded values as text a payroll admin reads', () => {
    expect(changeValueText(2.5)).toBe('2.5');
    expect(changeValueText(['a@isla.example', 'b@isla.example'])).toBe('a@isla.example, b@isla.example');
    expect(changeValueText(null)).toBe('—');
    expect(changeValueText({ sms: true, push: false })).toBe('sms: true; push: false');
  });
});
