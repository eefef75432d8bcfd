import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
} from '@cuadre/ui';
import { fieldErrorSentence, formatDateTime, hasPermission } from '@cuadre/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSettingsApi } from '../api/settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import type { BankDraft, BankField } from '../utils/bank-form.ts';
import { emptyBankDraft, validateBankDraft } from '../utils/bank-form.ts';
import { SectionError, SectionSkeleton } from './section-states.tsx';
import * as styles from './settings.css.ts';

const BANK_PATH = '/employer-dashboard/company-bank-details';

// The company's bank account, masked; a replacement is confirmed before it is saved.
export function BankSection() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { query } = useSettingsApi();
  const details = query.useQuery(
    'get',
    BANK_PATH,
    { params: { query: { companyId: session.companyId } } },
    { retry: false },
  );
  const [editing, setEditing] = useState(false);
  const canEdit = hasPermission(session.user, 'bank-details');
  const missing = details.isError && details.error.status === 404;
  if (details.isPending) return <SectionSkeleton rows={1} />;
  if (details.isError && !missing) return <SectionError onRetry={() => void details.refetch()} />;
  return (
    <Stack space="medium">
      <Card
        title={t('settings.bank.title')}
        headingLevel={2}
        actions={
          canEdit && !editing ? (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('settings.bank.edit')}
            </Button>
          ) : undefined
        }
      >
        {editing ? (
          <BankForm onDone={() => setEditing(false)} />
        ) : details.data ? (
          <DescriptionList
            data-testid="settings-bank-details"
            numeric
            items={[
              { term: t('settings.bank.bankName'), description: details.data.bankName },
              { term: t('settings.bank.accountHolderName'), description: details.data.accountHolderName },
              {
                term: t('settings.bank.accountType'),
                description:
                  details.data.accountType === 'checking' ? t('settings.bank.checking') : t('settings.bank.savings'),
              },
              { term: t('settings.bank.routingNumber'), description: details.data.routingNumber },
              { term: t('settings.bank.accountNumber'), description: `•••• ${details.data.accountNumberLast4}` },
              details.data.updatedAt
                ? {
                    term: null,
                    description: (
                      <Text size="xsmall" tone="muted">
                        {t('settings.bank.updated', {
                          when: formatDateTime(details.data.updatedAt, session.locale),
                          who: details.data.updatedBy ?? '—',
                        })}
                      </Text>
                    ),
                  }
                : null,
            ]}
          />
        ) : (
          <EmptyState title={t('settings.bank.empty')} description={t('settings.bank.emptyDescription')} />
        )}
      </Card>
    </Stack>
  );
}

function BankForm({ onDone }: { onDone: () => void }) {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { client } = useSettingsApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [draft, setDraft] = useState<BankDraft>(emptyBankDraft);
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const messages = {
    required: t('settings.error.required'),
    routing: t('settings.bank.error.routing'),
    account: t('settings.bank.error.account'),
    mismatch: t('settings.bank.error.mismatch'),
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBankDraft(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, code]) => [field, messages[code]])));
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const save = async () => {
    setSaving(true);
    const { error } = await client.PUT(BANK_PATH, {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        companyId: session.companyId,
        accountHolderName: draft.accountHolderName.trim(),
        bankName: draft.bankName.trim(),
        accountType: draft.accountType,
        routingNumber: draft.routingNumber.trim(),
        accountNumber: draft.accountNumber.trim(),
      },
    });
    setSaving(false);
    setConfirming(false);
    if (error) {
      const byField: Partial<Record<BankField, string>> = {};
      for (const fieldError of error.errors ?? []) {
        const field = fieldError.pointer.replace('/body/', '') as BankField;
        byField[field] = fieldErrorSentence(
          fieldError,
          t(`settings.bank.${field}` as SettingsMessageKey),
          session.locale,
        );
      }
      setErrors(byField);
      setProblem(error.detail ?? error.title);
      return;
    }
    toast({ variant: 'success', title: t('settings.bank.saved') });
    await queryClient.invalidateQueries({ queryKey: ['get', BANK_PATH] });
    onDone();
  };

  const text = (field: Exclude<BankField, 'accountType'>, label: string) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      errorMessage={errors[field]}
      autoComplete="off"
      onChange={(value) => {
        setDraft((previous) => ({ ...previous, [field]: value }));
        setErrors((previous) => ({ ...previous, [field]: undefined }));
      }}
    />
  );

  return (
    <form onSubmit={review} noValidate aria-label={t('settings.bank.edit')}>
      <Stack space="medium">
        {problem ? (
          <Alert tone="critical" title={t('settings.saveFailed')}>
            {problem}
          </Alert>
        ) : null}
        <div className={styles.grid}>
          {text('bankName', t('settings.bank.bankName'))}
          {text('accountHolderName', t('settings.bank.accountHolderName'))}
          <Select
            label={t('settings.bank.accountType')}
            value={draft.accountType}
            onValueChange={(value) =>
              setDraft((previous) => ({ ...previous, accountType: value === 'savings' ? 'savings' : 'checking' }))
            }
            options={[
              { value: 'checking', label: t('settings.bank.checking') },
              { value: 'savings', label: t('settings.bank.savings') },
            ]}
          />
          {text('routingNumber', t('settings.bank.routingNumber'))}
          {text('accountNumber', t('settings.bank.accountNumber'))}
          {text('confirmAccountNumber', t('settings.bank.confirmAccountNumber'))}
        </div>
        <Inline space="xsmall" align="right">
          <Button variant="ghost" onClick={onDone}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit">{t('settings.save')}</Button>
        </Inline>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.bank.confirmTitle')}
        description={t('settings.bank.confirmDescription', {
          bank: draft.bankName.trim(),
          last4: draft.accountNumber.trim().slice(-4),
        })}
        confirmLabel={t('settings.bank.confirm')}
        cancelLabel={t('settings.cancel')}
        loading={saving}
        onConfirm={() => void save()}
      />
    </form>
  );
}
