import type { CompanySettingsGroup } from '@cuadre/domain';
import { COMPANY_SETTINGS_GROUP_NAMES, fieldErrorSentence } from '@cuadre/domain';
import { Alert, Button, Card, Inline, Select, Stack, Switch, Text, TextField, useToast } from '@cuadre/ui';
import type { FormEvent } from 'react';
import { useCallback, useState } from 'react';
import { useCompany, useRefreshCompany } from '../api/company-query.ts';
import { useSettingsApi } from '../api/settings-api.ts';
import { useOpenedDraft } from '../hooks/use-opened-draft.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import type { Communication, Company, Draft, FieldError, FormField } from '../utils/settings-form.ts';
import { FIELD_SPECS, fieldOfPointer, groupFields, parseGroup, toDraft } from '../utils/settings-form.ts';
import { fieldErrorMessage } from './field-error-message.ts';
import { SectionError, SectionSkeleton, SectionConflict } from './section-states.tsx';
import * as styles from './settings.css.ts';

// §3: the company's settings, one card per group, each saved on its own with the version it was opened at;
// a card with unsaved edits keeps that version through a refetch, so a colleague's newer save answers 409.
export function CompanySection() {
  const company = useCompany();
  if (company.isPending) return <SectionSkeleton />;
  if (company.isError) return <SectionError onRetry={() => void company.refetch()} />;
  return (
    <Stack space="medium">
      {COMPANY_SETTINGS_GROUP_NAMES.map((group) => (
        <SettingsGroupCard key={group} company={company.data} group={group} />
      ))}
    </Stack>
  );
}

type Outcome = { kind: 'conflict' } | { kind: 'refused'; detail: string } | null;

function SettingsGroupCard({ company, group }: { company: Company; group: CompanySettingsGroup }) {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { client } = useSettingsApi();
  const refresh = useRefreshCompany();
  const { toast } = useToast();
  const draftOf = useCallback((data: Company) => toDraft(data, group), [group]);
  const form = useOpenedDraft(company, draftOf);
  const { opened, draft, dirty } = form;
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const fields = groupFields(group);
  const editable = fields.some((field) => session.canEdit(field));
  const groupTitle = t(`settings.group.${group}` as SettingsMessageKey);

  const set = (field: FormField, value: Draft[FormField]) => {
    form.edit((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseGroup(opened, group, draft);
    const found = Object.fromEntries(
      Object.entries(parsed.errors).map(([field, error]) => [field, fieldErrorMessage(t, error as FieldError)]),
    ) as Partial<Record<FormField, string>>;
    setErrors(found);
    if (parsed.payload === null) {
      setOutcome({ kind: 'refused', detail: t('settings.fixFields') });
      return;
    }
    if (!dirty) {
      toast({ title: t('settings.noChanges') });
      return;
    }
    setSaving(true);
    const { error } = await client.PATCH('/companies/{companyId}/settings', {
      params: { path: { companyId: opened.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: parsed.payload,
    });
    if (error) {
      setSaving(false);
      if (error.status === 409) {
        setOutcome({ kind: 'conflict' });
        return;
      }
      const byField: Partial<Record<FormField, string>> = {};
      for (const fieldError of error.errors ?? []) {
        const field = fieldOfPointer(fieldError.pointer);
        if (field !== null)
          byField[field] =
            error.status === 403
              ? t('settings.error.forbidden')
              : fieldErrorSentence(fieldError, t(`settings.field.${field}` as SettingsMessageKey), session.locale);
      }
      setErrors(byField);
      setOutcome({ kind: 'refused', detail: error.detail ?? error.title });
      return;
    }
    toast({
      variant: 'success',
      title: t('settings.saved'),
      description: t('settings.savedDescription', { group: groupTitle }),
    });
    form.reopen();
    await refresh();
    setSaving(false);
  };

  const discard = () => {
    form.discard();
    setErrors({});
    setOutcome(null);
  };

  return (
    <Card title={groupTitle} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} aria-label={groupTitle} noValidate>
        <Stack space="medium">
          {outcome?.kind === 'conflict' ? (
            <SectionConflict
              onReload={() => {
                discard();
                void refresh();
              }}
            />
          ) : outcome?.kind === 'refused' ? (
            <Alert tone="critical" title={t('settings.saveFailed')}>
              {outcome.detail}
            </Alert>
          ) : null}
          <div className={styles.grid}>
            {group === 'payroll' ? (
              <TextField
                label={t('settings.field.payrollProvider')}
                value={opened.payrollProvider}
                readOnly
                description={t('settings.providerOnly')}
              />
            ) : null}
            {fields.map((field) => (
              <SettingField
                key={field}
                field={field}
                value={draft[field]}
                error={errors[field]}
                disabled={!session.canEdit(field) || saving}
                onChange={(value) => set(field, value)}
              />
            ))}
          </div>
          {editable ? (
            <Inline space="xsmall" align="right">
              <Button variant="ghost" disabled={!dirty || saving} onClick={discard}>
                {t('settings.reset')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('settings.save')}
              </Button>
            </Inline>
          ) : (
            <Text as="p" size="xsmall" tone="muted">
              {t('settings.readOnly')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function SettingField({
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  field: FormField;
  value: Draft[FormField];
  error: string | undefined;
  disabled: boolean;
  onChange: (value: Draft[FormField]) => void;
}) {
  const t = useSettingsT();
  const spec = FIELD_SPECS[field];
  const label = t(`settings.field.${field}` as SettingsMessageKey);
  const note = disabled ? t('settings.providerOnly') : undefined;
  switch (spec.kind) {
    case 'boolean':
      return (
        <div>
          <Switch checked={value === true} onChange={onChange} disabled={disabled} name={field}>
            {label}
          </Switch>
        </div>
      );
    case 'communication': {
      const current = value as Communication;
      return (
        <fieldset className={`${styles.fieldset} ${styles.wide}`}>
          <legend>
            <Text weight="semibold">{label}</Text>
          </legend>
          <Inline space="large">
            {(['sms', 'emails', 'push'] as const).map((channel) => (
              <Switch
                key={channel}
                checked={current[channel]}
                disabled={disabled}
                onChange={(checked) => onChange({ ...current, [channel]: checked })}
              >
                {t(`settings.field.${channel}`)}
              </Switch>
            ))}
          </Inline>
        </fieldset>
      );
    }
    case 'choice':
      return (
        <Select
          label={label}
          name={field}
          value={String(value ?? '')}
          disabled={disabled}
          errorMessage={error}
          description={note}
          placeholder={t('settings.none')}
          options={spec.options.map((option) => ({
            value: option,
            label: t(`settings.option.${option}` as SettingsMessageKey),
          }))}
          onValueChange={onChange}
        />
      );
    case 'emails':
      return (
        <div className={styles.wide}>
          <TextField
            label={label}
            name={field}
            value={String(value ?? '')}
            onChange={onChange}
            errorMessage={error}
            disabled={disabled}
            description={note ?? t('settings.emailsHint')}
          />
        </div>
      );
    case 'percent':
    case 'cents':
    case 'count':
    case 'text':
    case 'date':
      return (
        <TextField
          label={label}
          name={field}
          value={String(value ?? '')}
          onChange={onChange}
          errorMessage={error}
          disabled={disabled}
          description={note}
        />
      );
    default:
      return spec satisfies never;
  }
}
