import type { Schemas } from '@cuadre/api-client';
import type { TipRule, ValidationError } from '@cuadre/domain';
import { ROLE_NAME_MAX_LENGTH as ROLE_MAX_LENGTH, ROLE_TOO_LONG_MESSAGE } from '@cuadre/domain';
import { validateTipRules } from './tip-rules.ts';

// What the worker's drawer edits: the four fields of PATCH /workers/{workerId}/tip-settings.
export type WorkerTipSettingsDraft = {
  tipsEnabled: boolean;
  ignoreRoleForTips: boolean;
  defaultRole: string;
  tipRules: TipRule[];
};

export type WorkerTipSettings = Pick<
  Schemas['Worker'],
  'tipsEnabled' | 'ignoreRoleForTips' | 'defaultRole' | 'tipRules'
>;

export function draftFromWorker(worker: WorkerTipSettings): WorkerTipSettingsDraft {
  return {
    tipsEnabled: worker.tipsEnabled,
    ignoreRoleForTips: worker.ignoreRoleForTips,
    defaultRole: worker.defaultRole ?? '',
    tipRules: worker.tipRules.map((rule) => ({ ...rule })),
  };
}

// §5 for the personal rules (paths /rules/{i}/…) and the role's length for the default role and each rule.
export function validateWorkerTipSettings(draft: WorkerTipSettingsDraft): ValidationError[] {
  const errors: ValidationError[] = [];
  if (draft.defaultRole.trim().length > ROLE_MAX_LENGTH)
    errors.push({ path: '/defaultRole', message: ROLE_TOO_LONG_MESSAGE });
  errors.push(...validateTipRules(draft.tipRules));
  draft.tipRules.forEach((rule, index) => {
    if (rule.role.trim().length > ROLE_MAX_LENGTH)
      errors.push({ path: `/rules/${index}/role`, message: ROLE_TOO_LONG_MESSAGE });
  });
  return errors;
}

const trimmedRules = (rules: readonly TipRule[]): TipRule[] =>
  rules.map((rule) => ({ ...rule, role: rule.role.trim() }));

// The PATCH body: only the fields that differ from the worker as loaded (null when nothing changed).
export function tipSettingsChanges(
  worker: WorkerTipSettings,
  draft: WorkerTipSettingsDraft,
): Schemas['WorkerTipSettingsUpdate'] | null {
  const body: Schemas['WorkerTipSettingsUpdate'] = {};
  if (draft.tipsEnabled !== worker.tipsEnabled) body.tipsEnabled = draft.tipsEnabled;
  if (draft.ignoreRoleForTips !== worker.ignoreRoleForTips) body.ignoreRoleForTips = draft.ignoreRoleForTips;
  const defaultRole = draft.defaultRole.trim() === '' ? null : draft.defaultRole.trim();
  if (defaultRole !== worker.defaultRole) body.defaultRole = defaultRole;
  const rules = trimmedRules(draft.tipRules);
  if (JSON.stringify(rules) !== JSON.stringify(trimmedRules(worker.tipRules))) body.tipRules = rules;
  return Object.keys(body).length === 0 ? null : body;
}

// The server's 400/422 pointers (/body/tipRules/2/role, /body/defaultRole) as the drawer's field paths.
export function tipSettingsProblemErrors(
  problem: { errors?: readonly { pointer?: string; message?: string }[] } | undefined,
): ValidationError[] {
  return (problem?.errors ?? []).map((error) => ({
    path: (error.pointer ?? '').replace(/^\/body/, '').replace(/^\/tipRules/, '/rules'),
    message: error.message ?? '',
  }));
}

// The fields the drawer shows errors under; a server error elsewhere goes to the drawer's alert.
export function isDrawerField(path: string): boolean {
  return (
    /^\/(tipsEnabled|ignoreRoleForTips|defaultRole)$/.test(path) ||
    /^\/rules\/\d+\/(role|automaticDisbursement)$/.test(path)
  );
}
