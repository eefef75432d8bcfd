import { fieldErrorSentence } from '@cuadre/domain';
import type { components } from '@cuadre/api-client';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Inline,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
  useToast,
} from '@cuadre/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useCompany, useRefreshCompany } from '../api/company-query.ts';
import { useSettingsApi } from '../api/settings-api.ts';
import { useOpenedDraft } from '../hooks/use-opened-draft.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import { parseEmails } from '../utils/settings-form.ts';
import { fieldErrorMessage } from './field-error-message.ts';
import { SectionError, SectionSkeleton, SectionConflict } from './section-states.tsx';
import * as styles from './settings.css.ts';

type CompanyGroup = components['schemas']['CompanyGroup'];
type GroupUpdate = components['schemas']['CompanyGroupUpdate'];

const TEXTS = ['companyName', 'address', 'city', 'state', 'zipCode'] as const;
const EMAILS = ['representativeEmails', 'invoiceEmails', 'invoiceEmailsCC', 'deductionEmails'] as const;
const DATES = ['weeklyStartDate', 'biweeklyStartDate'] as const;
const SWITCHES = ['sendDeductionEmail', 'autoScheduleRepaymentInvoices', 'autoScheduleFeesInvoices'] as const;
type GroupField = (typeof TEXTS)[number] | (typeof EMAILS)[number] | (typeof DATES)[number] | (typeof SWITCHES)[number];
type GroupDraft = Record<GroupField, string | boolean>;

const draftOf = (group: CompanyGroup): GroupDraft => ({
  companyName: group.companyName,
  address: group.address,
  city: group.city,
  state: group.state,
  zipCode: group.zipCode,
  representativeEmails: group.representativeEmails.join(', '),
  invoiceEmails: group.invoiceEmails.join(', '),
  invoiceEmailsCC: group.invoiceEmailsCC.join(', '),
  deductionEmails: group.deductionEmails.join(', '),
  weeklyStartDate: group.weeklyStartDate ?? '',
  biweeklyStartDate: group.biweeklyStartDate ?? '',
  sendDeductionEmail: group.sendDeductionEmail,
  autoScheduleRepaymentInvoices: group.autoScheduleRepaymentInvoices,
  autoScheduleFeesInvoices: group.autoScheduleFeesInvoices,
});

// §3: the company's worker groups (companyGroups), one at a time: contacts, address, invoicing and pay periods;
// a form with unsaved edits keeps the group's version through a refetch, so a colleague's newer save answers 409.
export function WorkerGroupsSection() {
  const t = useSettingsT();
  const company = useCompany();
  const [chosen, setChosen] = useState<string | null>(null);
  if (company.isPending) return <SectionSkeleton rows={2} />;
  if (company.isError) return <SectionError onRetry={() => void company.refetch()} />;
  const groups = company.data.companyGroups;
  const group = groups.find((candidate) => candidate.workerGroupCode === chosen) ?? groups[0];
  if (group === undefined)
    return <EmptyState title={t('settings.groups.empty')} description={t('settings.groups.emptyDescription')} />;
  return (
    <Stack space="medium">
      <Inline space="small" alignY="bottom">
        <Select
          label={t('settings.groups.choose')}
          value={group.workerGroupCode}
          onValueChange={setChosen}
          options={groups.map((candidate) => ({
            value: candidate.workerGroupCode,
            label: `${candidate.companyName} (${candidate.workerGroupCode})`,
          }))}
        />
      </Inline>
      <GroupForm key={group.workerGroupCode} companyId={company.data.id} group={group} />
    </Stack>
  );
}

function GroupForm({ companyId, group }: { companyId: string; group: CompanyGroup }) {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { client } = useSettingsApi();
  const refresh = useRefreshCompany();
  const { toast } = useToast();
  const form = useOpenedDraft(group, draftOf);
  const { opened, draft } = form;
  const [errors, setErrors] = useState<Partial<Record<GroupField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const editable = session.canEditGroups;
  const label = (field: string) => t(`settings.groups.${field}` as SettingsMessageKey);
  const title = `${opened.companyName} (${opened.workerGroupCode})`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setConflict(false);
    const found: Partial<Record<GroupField, string>> = {};
    const body: GroupUpdate = {};
    for (const field of TEXTS) body[field] = String(draft[field]).trim();
    if (body.companyName === '') found.companyName = t('settings.error.required');
    if (!/^[0-9]{5}(-[0-9]{4})?$/.test(body.zipCode ?? '')) found.zipCode = t('settings.error.zip');
    for (const field of EMAILS) {
      const parsed = parseEmails(String(draft[field]));
      if (Array.isArray(parsed)) body[field] = parsed;
      else found[field] = fieldErrorMessage(t, parsed);
    }
    for (const field of DATES) {
      const text = String(draft[field]).trim();
      if (text !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) found[field] = t('settings.error.date');
      body[field] = text === '' ? null : text;
    }
    for (const field of SWITCHES) body[field] = draft[field] === true;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(t('settings.fixFields'));
      return;
    }
    setSaving(true);
    const { error } = await client.PATCH('/companies/{companyId}/worker-groups/{workerGroupCode}', {
      params: { path: { companyId, workerGroupCode: opened.workerGroupCode } },
      body: { ...body, expectedVersion: opened.version },
    });
    if (error) {
      setSaving(false);
      if (error.status === 409) {
        setConflict(true);
        return;
      }
      const byField: Partial<Record<GroupField, string>> = {};
      for (const fieldError of error.errors ?? []) {
        const field = /^\/body\/([A-Za-z]+)/.exec(fieldError.pointer)?.[1] as GroupField | undefined;
        if (field !== undefined) byField[field] = fieldErrorSentence(fieldError, label(field), session.locale);
      }
      setErrors(byField);
      setProblem(error.detail ?? error.title);
      return;
    }
    toast({
      variant: 'success',
      title: t('settings.saved'),
      description: t('settings.savedDescription', { group: title }),
    });
    form.reopen();
    await refresh();
    setSaving(false);
  };

  const set = (field: GroupField, value: string | boolean) => {
    form.edit((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  return (
    <Card title={title} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack space="medium">
          {problem ? (
            <Alert tone="critical" title={t('settings.saveFailed')}>
              {problem}
            </Alert>
          ) : null}
          {conflict ? (
            <SectionConflict
              onReload={() => {
                form.discard();
                setErrors({});
                setProblem(null);
                setConflict(false);
                void refresh();
              }}
            />
          ) : null}
          <div className={styles.grid}>
            {TEXTS.map((field) => (
              <TextField
                key={field}
                label={label(field)}
                name={field}
                value={String(draft[field])}
                errorMessage={errors[field]}
                disabled={!editable || saving}
                onChange={(value) => set(field, value)}
              />
            ))}
            {DATES.map((field) => (
              <TextField
                key={field}
                label={label(field)}
                name={field}
                placeholder="YYYY-MM-DD"
                value={String(draft[field])}
                errorMessage={errors[field]}
                disabled={!editable || saving}
                onChange={(value) => set(field, value)}
              />
            ))}
            {EMAILS.map((field) => (
              <div key={field} className={styles.wide}>
                <TextField
                  label={label(field)}
                  name={field}
                  value={String(draft[field])}
                  errorMessage={errors[field]}
                  description={t('settings.emailsHint')}
                  disabled={!editable || saving}
                  onChange={(value) => set(field, value)}
                />
              </div>
            ))}
            <div className={styles.wide}>
              <Inline space="large">
                {SWITCHES.map((field) => (
                  <Switch
                    key={field}
                    checked={draft[field] === true}
                    disabled={!editable || saving}
                    onChange={(checked) => set(field, checked)}
                  >
                    {label(field)}
                  </Switch>
                ))}
              </Inline>
            </div>
          </div>
          <DescriptionList
            numeric
            items={[
              {
                term: t('settings.groups.invoiceCode'),
                description: t('settings.groups.invoiceCodeValue', {
                  prefix: group.invoiceCodePrefix,
                  count: group.invoiceCount,
                }),
              },
              {
                term: t('settings.groups.uploadWorkerGroupCode'),
                description: group.uploadWorkerGroupCode ?? group.workerGroupCode,
              },
              { term: t('settings.groups.workerStartDates'), description: group.workerStartDates.length },
              ...(['onboarded', 'disableDeposits', 'disableSavings'] as const).map((field) => ({
                term: label(field),
                description: group[field] ? t('settings.yes') : t('settings.no'),
              })),
            ]}
          />
          <Text as="p" size="xsmall" tone="muted">
            {t('settings.groups.setByProvider')}
          </Text>
          {editable ? (
            <Inline space="xsmall" align="right">
              <Button type="submit" loading={saving}>
                {t('settings.save')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
