import { describe, expect, it } from 'vitest';
import { errorAtRule, validateTipRules } from './tip-rules.ts';

const rule = (role: string, automaticDisbursement = false, accumulateTips = false) => ({
  role,
  automaticDisbursement,
  accumulateTips,
  allowsFullSplit: false,
});

describe('the tip rules editor', () => {
  it('shows the two messages of §5 exactly, on the rule that breaks each', () => {
    const errors = validateTipRules([rule('Server'), rule('Bartender', true, false), rule('Server')]);
    expect(errorAtRule(errors, 1).automaticDisbursement).toBe(
      'To enable Automatic Disbursement you need to enable Accumulate Tips',
    );
    expect(errorAtRule(errors, 2).role).toBe('Duplicated role on tip rule: Server');
    expect(errorAtRule(errors, 0)).toEqual({});
  });

  it('accepts automatic disbursement with accumulate tips on', () => {
    expect(validateTipRules([rule('Server', true, true)])).toEqual([]);
  });
});
