import { Stack, Text } from '@cuadre/ui';
import type { SettingsMessageKey } from '../messages.ts';
import { settingsMessages, useSettingsT } from '../messages.ts';
import type { AuditChange } from '../utils/audit-changes.ts';
import { changeField, changeValueText } from '../utils/audit-changes.ts';

// What an audit event records, in words: `twoStepReset` → "Two-step sign-in reset"; an action without a label keeps its name.
export function useAuditActionLabel(): (operationId: string) => string {
  const t = useSettingsT();
  return (operationId) => {
    const key = `settings.audit.action.${operationId}`;
    return key in settingsMessages['en-US'] ? t(key as SettingsMessageKey) : operationId;
  };
}

// The fields one audit event changed, each with its value before and after.
export function AuditChanges({ changes, entityType }: { changes: readonly AuditChange[]; entityType: string }) {
  const t = useSettingsT();
  // A field is named by its label for this kind of record ("Account status" of a user), else by the page's label for
  // it ("Status"); a field the page has no label for keeps its own name.
  const label = (field: string): string => {
    const key = [`settings.field.${entityType}.${field}`, `settings.field.${field}`].find(
      (candidate) => candidate in settingsMessages['en-US'],
    );
    return key === undefined ? field : t(key as SettingsMessageKey);
  };
  if (changes.length === 0) return <Text tone="muted">{t('settings.audit.noFieldChanges')}</Text>;
  return (
    <Stack as="ul" space="xxsmall">
      {changes.map((change) => (
        <Text key={change.pointer} size="small">
          <Text weight="semibold">{label(changeField(change))}</Text>{' '}
          <Text numeric>{changeValueText(change.before)}</Text>
          {' → '}
          <Text numeric>{changeValueText(change.after)}</Text>
        </Text>
      ))}
    </Stack>
  );
}
