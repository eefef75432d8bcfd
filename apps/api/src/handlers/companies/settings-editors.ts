// Who may change which company setting (the domain's rule), and how a refusal names each setting and who changes it.
import type { components } from '@cuadre/api-client';
import {
  canEditSettingsField,
  isCompanySettingsField,
  settingsFieldEditors,
  settingsGroupOf,
  type CompanySettingsField,
} from '@cuadre/domain';
import { isInternal, type RequestAuth } from '../../server/authorization.ts';
import { HttpError } from '../../server/problem.ts';

type Schemas = components['schemas'];

/** The settings kept on the company itself rather than among its `settings`. */
export const topLevelFields = ['dashboardTitle', 'payFrequency', 'periodStartDate', 'features'] as const;

/** The settings a change actually alters; an unchanged field is never refused. */
function changedSettingsFields(
  before: Schemas['Company'],
  body: Schemas['CompanySettingsUpdate'],
): CompanySettingsField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed: CompanySettingsField[] = topLevelFields.filter(
    (field) => body[field] !== undefined && !same(body[field], before[field]),
  );
  if (body.settings) {
    for (const [field, value] of Object.entries(body.settings)) {
      if (isCompanySettingsField(field) && !same(value, before.settings[field as keyof Schemas['CompanySettings']]))
        changed.push(field);
    }
  }
  return changed;
}

const EDITOR_NAMES = {
  'internal-staff': 'the provider\u2019s staff',
  'super-admin': 'a super-admin',
  'tips-admin': 'a tips admin',
} as const;

/** Who may change a setting, in words: "Only the provider’s staff change this setting." */
function whoChanges(field: CompanySettingsField): string {
  const editors = settingsFieldEditors(field);
  const names = editors.map((editor) => EDITOR_NAMES[editor]);
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
  // The verb agrees with the last name: "the provider’s staff change", "… or a super-admin changes".
  return `Only ${who} ${editors.at(-1) === 'internal-staff' ? 'change' : 'changes'} this setting.`;
}

const settingsPointer = (field: CompanySettingsField): string =>
  (topLevelFields as readonly string[]).includes(field) ? `/body/${field}` : `/body/settings/${field}`;

/** The settings a change alters, once the caller may change each: 403 naming every one refused and who changes it. */
export function requireSettingsEditor(
  auth: RequestAuth,
  before: Schemas['Company'],
  body: Schemas['CompanySettingsUpdate'],
): CompanySettingsField[] {
  const changed = changedSettingsFields(before, body);
  const refused = changed.filter((field) => !canEditSettingsField(field, auth.user) && !isInternal(auth));
  if (refused.length > 0) {
    throw new HttpError(
      403,
      // Each refused setting with the settings group that holds it, so the reader knows where to look.
      `You may not change ${refused.map((field) => `${field} (${settingsGroupOf(field)} settings)`).join(', ')}.`,
      refused.map((field) => ({ pointer: settingsPointer(field), message: whoChanges(field) })),
    );
  }
  return changed;
}
