import {
  Alert,
  Button,
  DescriptionList,
  Card,
  ErrorState,
  Dialog,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
  useToast,
} from '@cuadre/ui';
import { fieldErrorSentence, formatDateTime } from '@cuadre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useEwaClient } from '../api/ewa-client.ts';
import { bankDetailsQuery, ewaKeys } from '../api/ewa-queries.ts';
import type { BankDetails } from '../api/ewa-types.ts';
import * as styles from '../components/ewa.css.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { needsRecentSignIn, SignInAgain } from '../../../shared/session/sign-in-again.tsx';
import type { BankDraft, BankError, BankField } from './bank-details-form.ts';
import { maskAccount, validateBankDraft } from './bank-details-form.ts';

// The company's bank account for repayments and fees, masked; shown and edited only with bank-details.
export function BankDetailsCard() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const details = useQuery(bankDetailsQuery(client, session.companyId));
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={t('ewa.bank.title')}
      actions={
        details.isSuccess ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" />
            {details.data ? t('ewa.bank.edit') : t('ewa.bank.add')}
          </Button>
        ) : null
      }
    >
      {details.isPending ? (
        <Stack space="xsmall" role="status" aria-label={t('ewa.common.loading')}>
          <Skeleton width="40%" />
          <Skeleton width="30%" />
          <Skeleton width="35%" />
        </Stack>
      ) : details.isError ? (
        <ErrorState
          title={t('ewa.bank.loadError')}
          description={t('ewa.common.loadErrorDescription')}
          retryLabel={t('ewa.common.retry')}
          onRetry={() => void details.refetch()}
        />
      ) : details.data ? (
        <DescriptionList
          data-testid="ewa-bank-details"
          numeric
          items={[
            { term: t('ewa.bank.bankName'), description: details.data.bankName },
            { term: t('ewa.bank.accountHolderName'), description: details.data.accountHolderName },
            {
              term: t('ewa.bank.accountType'),
              description: details.data.accountType === 'checking' ? t('ewa.bank.checking') : t('ewa.bank.savings'),
            },
            { term: t('ewa.bank.routingNumber'), description: details.data.routingNumber },
            {
              term: t('ewa.bank.accountNumber'),
              description: (
                <span aria-label={t('ewa.bank.endingIn', { last4: details.data.accountNumberLast4 })}>
                  {maskAccount(details.data.accountNumberLast4)}
                </span>
              ),
            },
            {
              term: t('ewa.bank.updated'),
              description: details.data.updatedAt
                ? t('ewa.bank.updatedBy', {
                    when: formatDateTime(details.data.updatedAt, session.locale),
                    who: details.data.updatedBy ?? '—',
                  })
                : '—',
            },
          ]}
        />
      ) : (
        <Text as="p" tone="muted">
          {t('ewa.bank.none')}
        </Text>
      )}
      {editing ? <BankDetailsDialog current={details.data ?? null} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

function BankDetailsDialog({ current, onClose }: { current: BankDetails | null; onClose: () => void }) {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [draft, setDraft] = useState<BankDraft>({
    accountHolderName: current?.accountHolderName ?? '',
    bankName: current?.bankName ?? '',
    routingNumber: current?.routingNumber ?? '',
    accountNumber: '',
    confirmAccountNumber: '',
    accountType: current?.accountType ?? 'checking',
  });
  const [errors, setErrors] = useState<BankError[]>([]);
  const [serverErrors, setServerErrors] = useState<{ pointer: string; message: string }[]>([]);
  const [serverTitle, setServerTitle] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Bank details change only after a recent sign-in; an older one is answered with a problem of its own.
  const [signInAgain, setSignInAgain] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const message = (field: BankField): string | undefined => {
    const server = serverErrors.find((error) => error.pointer === `/body/${field}`);
    if (server) return fieldErrorSentence(server, t(`ewa.bank.${field}`), session.locale);
    const error = errors.find((item) => item.path === `/${field}`);
    if (!error) return undefined;
    switch (error.code) {
      case 'required':
        return t('ewa.bank.error.required');
      case 'routing-format':
        return t('ewa.bank.error.routingFormat');
      case 'routing-check':
        return t('ewa.bank.error.routingCheck');
      case 'account-format':
        return t('ewa.bank.error.accountFormat');
      case 'mismatch':
        return t('ewa.bank.error.mismatch');
      default:
        return error.code satisfies never;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBankDraft(draft);
    setErrors(found);
    setServerErrors([]);
    setServerTitle(null);
    if (found.length > 0) return;
    setSaving(true);
    const { data, error } = await client.PUT('/employer-dashboard/company-bank-details', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: {
        companyId: session.companyId,
        accountHolderName: draft.accountHolderName.trim(),
        bankName: draft.bankName.trim(),
        routingNumber: draft.routingNumber.trim(),
        accountNumber: draft.accountNumber.trim(),
        accountType: draft.accountType,
      },
    });
    setSaving(false);
    if (needsRecentSignIn(error)) {
      setSignInAgain(true);
      return;
    }
    if (error) {
      setServerErrors(error.errors ?? []);
      setServerTitle(error.detail ?? error.title);
      return;
    }
    queryClient.setQueryData(ewaKeys.bankDetails(session.companyId), data);
    toast({
      variant: 'success',
      title: t('ewa.bank.saved'),
      description: t('ewa.bank.endingIn', { last4: data.accountNumberLast4 }),
    });
    onClose();
  };

  const text = (field: BankField, label: string, autoComplete?: 'off') => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      errorMessage={message(field)}
      onChange={(value) => setDraft((previous) => ({ ...previous, [field]: value }))}
      autoComplete={autoComplete}
    />
  );

  return (
    <Dialog
      open
      closeLabel={t('ewa.common.close')}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={current ? t('ewa.bank.editTitle') : t('ewa.bank.addTitle')}
      description={t('ewa.bank.editDescription')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="small">
          {text('bankName', t('ewa.bank.bankName'))}
          {text('accountHolderName', t('ewa.bank.accountHolderName'))}
          <Select
            label={t('ewa.bank.accountType')}
            value={draft.accountType}
            onValueChange={(accountType) =>
              setDraft((previous) => ({ ...previous, accountType: accountType as BankDraft['accountType'] }))
            }
            options={[
              { value: 'checking', label: t('ewa.bank.checking') },
              { value: 'savings', label: t('ewa.bank.savings') },
            ]}
          />
          {text('routingNumber', t('ewa.bank.routingNumber'), 'off')}
          <div className={styles.fieldGrid}>
            {text('accountNumber', t('ewa.bank.accountNumber'), 'off')}
            {text('confirmAccountNumber', t('ewa.bank.confirmAccountNumber'), 'off')}
          </div>
          {signInAgain ? (
            <SignInAgain
              title={t('ewa.bank.signInAgain.title')}
              description={t('ewa.bank.signInAgain.description')}
              action={t('ewa.bank.signInAgain.action')}
            />
          ) : null}
          {serverTitle ? <Alert tone="critical" title={serverTitle} /> : null}
          <Inline space="xsmall" align="right">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              {t('ewa.common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('ewa.bank.save')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
