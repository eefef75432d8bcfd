import { describe, expect, it } from 'vitest';
import type { WorkerTipSettings } from './worker-tip-settings.ts';
import {
  draftFromWorker,
  isDrawerField,
  tipSettingsChanges,
  tipSettingsProblemErrors,
  validateWorkerTipSettings,
} from './worker-tip-settings.ts';

const rule = (role: string, automaticDisbursement = false, accumulateTips = false) => ({
  role,
  automaticDisbursement,
  accumulateTips,
  allowsFullSplit: false,
});

const worker: WorkerTipSettings = {
  tipsEnabled: true,
  ignoreRoleForTips: false,
  defaultRole: 'Server',
  tipRules: [rule('Server', true, true)],
};

describe("a worker's tip settings in the drawer", () => {
  it('starts from the worker as loaded, with no default role as an empty field', () => {
    expect(draftFromWorker({ ...worker, defaultRole: null })).toEqual({
      tipsEnabled: true,
      ignoreRoleForTips: false,
      defaultRole: '',
      tipRules: [rule('Server', true, true)],
    });
  });

  it('names the rule and the field of each §5 message, and the default role when it is too long', () => {
    const errors = validateWorkerTipSettings({
      ...draftFromWorker(worker),
      defaultRole: 'x'.repeat(101),
      tipRules: [rule('Server'), rule('Bartender', true, false), rule('Server'), rule('')],
    });
    expect(errors).toEqual([
      { path: '/defaultRole', message: 'A role has at most 100 characters.' },
      {
        path: '/rules/1/automaticDisbursement',
        message: 'To enable Automatic Disbursement you need to enable Accumulate Tips',
      },
      { path: '/rules/2/role', message: 'Duplicated role on tip rule: Server' },
      { path: '/rules/3/role', message: 'Role is required.' },
    ]);
  });

  it('accepts the worker as loaded', () => {
    expect(validateWorkerTipSettings(draftFromWorker(worker))).toEqual([]);
  });

  it('sends only what changed, trimmed, and nothing when nothing changed', () => {
    expect(tipSettingsChanges(worker, draftFromWorker(worker))).toBeNull();
    expect(tipSettingsChanges(worker, { ...draftFromWorker(worker), defaultRole: ' Server ' })).toBeNull();
    expect(tipSettingsChanges(worker, { ...draftFromWorker(worker), tipsEnabled: false, defaultRole: '  ' })).toEqual({
      tipsEnabled: false,
      defaultRole: null,
    });
    expect(
      tipSettingsChanges(worker, {
        ...draftFromWorker(worker),
        tipRules: [rule('Server', true, true), rule(' Host ')],
      }),
    ).toEqual({
      tipRules: [rule('Server', true, true), rule('Host')],
    });
  });

  it('sends an empty rule list when every personal rule is removed', () => {
    expect(tipSettingsChanges(worker, { ...draftFromWorker(worker), tipRules: [] })).toEqual({ tipRules: [] });
  });

  it("puts the server's pointers under the drawer's fields and leaves others for the alert", () => {
    const errors = tipSettingsProblemErrors({
      errors: [
        {
          pointer: '/body/tipRules/0/automaticDisbursement',
          message: 'To enable Automatic Disbursement you need to enable Accumulate Tips',
        },
        { pointer: '/body/defaultRole', message: 'Too long.' },
        { pointer: '/path/workerId', message: 'Not a worker id.' },
      ],
    });
    expect(errors.map((error) => error.path)).toEqual([
      '/rules/0/automaticDisbursement',
      '/defaultRole',
      '/path/workerId',
    ]);
    expect(errors.map((error) => isDrawerField(error.path))).toEqual([true, true, false]);
  });
});
