import type { CompanyFeatures } from '@cuadre/domain';
import { COMMISSIONS_TAB_LABELS, TIPS_MODES } from '@cuadre/domain';
import { Alert, Button, Card, Inline, Select, Stack, Switch, Text, TextField, useToast } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { applyCompanyFeatures } from '../../../shared/session/apply-company-features.ts';
import { useCompany, useRefreshCompany } from '../api/company-query.ts';
import { useSettingsApi } from '../api/settings-api.ts';
import { useOpenedDraft } from '../hooks/use-opened-draft.ts';
import type { SettingsMessageKey, SettingsTranslate } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import type { FeaturesDraft, FeaturesError } from '../utils/features-form.ts';
import { featuresDraft, parseFeaturesDraft, sameFeatures } from '../utils/features-form.ts';
import type { Company } from '../utils/settings-form.ts';
import { SectionConflict, SectionError, SectionSkeleton } from './section-states.tsx';
import * as styles from './settings.css.ts';

type Outcome = { kind: 'conflict' } | { kind: 'refused'; detail: string } | null;

const draftOf = (company: Company): FeaturesDraft => featuresDraft(company.features);

const errorText = (t: SettingsTranslate, error: FeaturesError): string =>
  error.code === 'irsi-bad-code'
    ? t('settings.features.irsiBadCode', { code: error.value })
    : t('settings.features.irsiTooMany', { max: error.max });

// §2, §9: what is particular to this company (the Commissions tab's name, Insights, where Tips → Home goes, Payroll
// Activity, the irsi worker groups), for the provider's staff; the frame follows a save at once.
export function FeaturesSection() {
  const company = useCompany();
  if (company.isPending) return <SectionSkeleton rows={2} />;
  if (company.isError) return <SectionError onRetry={() => void company.refetch()} />;
  return (
    <Stack space="medium">
      <FeaturesForm company={company.data} />
    </Stack>
  );
}

function FeaturesForm({ company }: { company: Company }) {
  const t = useSettingsT();
  const { client } = useSettingsApi();
  const refresh = useRefreshCompany();
  const queryClient = useQueryClient();
  const store = useStore();
  const { toast } = useToast();
  const form = useOpenedDraft(company, draftOf);
  const { opened, draft, dirty } = form;
  const [codesError, setCodesError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const title = t('settings.features.title');

  const set = <Field extends keyof FeaturesDraft>(field: Field, value: FeaturesDraft[Field]) => {
    form.edit((previous) => ({ ...previous, [field]: value }));
    if (field === 'irsiWorkerGroupCodes') setCodesError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseFeaturesDraft(draft);
    if (parsed.error !== null) {
      setCodesError(errorText(t, parsed.error));
      setOutcome({ kind: 'refused', detail: t('settings.fixFields') });
      return;
    }
    setCodesError(undefined);
    if (sameFeatures(parsed.features, opened.features)) {
      toast({ title: t('settings.noChanges') });
      return;
    }
    setSaving(true);
    const { data, error } = await client.PATCH('/companies/{companyId}/settings', {
      params: { path: { companyId: opened.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        features: parsed.features,
        ...(opened.settingsVersion === undefined ? {} : { expectedVersion: opened.settingsVersion }),
      },
    });
    if (error) {
      setSaving(false);
      if (error.status === 409) setOutcome({ kind: 'conflict' });
      else setOutcome({ kind: 'refused', detail: error.detail ?? error.title });
      return;
    }
    applyCompanyFeatures({ queryClient, store }, data.id, data.features);
    toast({
      variant: 'success',
      title: t('settings.features.saved'),
      description: t('settings.features.savedDescription'),
    });
    form.reopen();
    await refresh();
    setSaving(false);
  };

  const discard = () => {
    form.discard();
    setCodesError(undefined);
    setOutcome(null);
  };

  return (
    <Card title={title} description={t('settings.features.description')} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
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
            <Select
              label={t('settings.features.commissionsTabLabel')}
              name="commissionsTabLabel"
              value={draft.commissionsTabLabel}
              disabled={saving}
              options={COMMISSIONS_TAB_LABELS.map((value) => ({
                value,
                label: t(`settings.features.commissionsTabLabel.${value}` as SettingsMessageKey),
              }))}
              onValueChange={(value) => set('commissionsTabLabel', value as CompanyFeatures['commissionsTabLabel'])}
            />
            <Select
              label={t('settings.features.tipsMode')}
              name="tipsMode"
              value={draft.tipsMode}
              disabled={saving}
              options={TIPS_MODES.map((value) => ({
                value,
                label: t(`settings.features.tipsMode.${value}` as SettingsMessageKey),
              }))}
              onValueChange={(value) => set('tipsMode', value as CompanyFeatures['tipsMode'])}
            />
            <div className={styles.wide}>
              <TextField
                label={t('settings.features.irsiWorkerGroupCodes')}
                name="irsiWorkerGroupCodes"
                value={draft.irsiWorkerGroupCodes}
                disabled={saving}
                errorMessage={codesError}
                description={t('settings.features.irsiHint')}
                onChange={(value) => set('irsiWorkerGroupCodes', value)}
              />
            </div>
            <Stack space="xsmall">
              <Switch
                checked={draft.insights}
                disabled={saving}
                name="insights"
                onChange={(checked) => set('insights', checked)}
              >
                {t('settings.features.insights')}
              </Switch>
              <Text as="p" size="xsmall" tone="muted">
                {t('settings.features.insightsHint')}
              </Text>
            </Stack>
            <Stack space="xsmall">
              <Switch
                checked={draft.payrollActivity}
                disabled={saving}
                name="payrollActivity"
                onChange={(checked) => set('payrollActivity', checked)}
              >
                {t('settings.features.payrollActivity')}
              </Switch>
              <Text as="p" size="xsmall" tone="muted">
                {t('settings.features.payrollActivityHint')}
              </Text>
            </Stack>
          </div>
          <Inline space="xsmall" align="right">
            <Button variant="ghost" disabled={!dirty || saving} onClick={discard}>
              {t('settings.reset')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('settings.save')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
