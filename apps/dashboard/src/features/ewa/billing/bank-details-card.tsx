import { Button, Dialog, Skeleton, useToast } from '@cuadre/ui';
import { fieldErrorSentence, formatDateTime } from '@cuadre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Landmark, Pencil } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useEwaClient } from '../api/ewa-client.ts';
import { bankDetailsQuery, ewaKeys } from '../api/ewa-queries.ts';
import type { BankDetails } from '../api/ewa-types.ts';
import * as styles from '../components/ewa.css.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { ErrorState } from '../components/states.tsx';
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
    <section className={styles.card} aria-labelledby="ewa-bank-details">
      <div className={styles.cardHeader}>
        <h2
          className={styles.sectionTitle}
          id="ewa-bank-details"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
        >
          <Landmark size={16} aria-hidden="true" />
          {t('ewa.bank.title')}
        </h2>
        {details.isSuccess ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" />
            {details.data ? t('ewa.bank.edit') : t('ewa.bank.add')}
          </Button>
        ) : null}
      </div>
      <div className={styles.cardBody}>
        {details.isPending ? (
          <div
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            role="status"
            aria-label={t('ewa.common.loading')}
          >
            <Skeleton width="40%" />
            <Skeleton width="30%" />
            <Skeleton width="35%" />
          </div>
        ) : details.isError ? (
          <ErrorState title={t('ewa.bank.loadError')} onRetry={() => void details.refetch()} />
        ) : details.data ? (
          <dl className={styles.definitionList} style={{ maxWidth: 640 }} data-testid="ewa-bank-details">
            <dt className={styles.dt}>{t('ewa.bank.bankName')}</dt>
            <dd className={styles.dd}>{details.data.bankName}</dd>
            <dt className={styles.dt}>{t('ewa.bank.accountHolderName')}</dt>
            <dd className={styles.dd}>{details.data.accountHolderName}</dd>
            <dt className={styles.dt}>{t('ewa.bank.accountType')}</dt>
            <dd className={styles.dd}>
              {details.data.accountType === 'checking' ? t('ewa.bank.checking') : t('ewa.bank.savings')}
            </dd>
            <dt className={styles.dt}>{t('ewa.bank.routingNumber')}</dt>
            <dd className={styles.dd}>{details.data.routingNumber}</dd>
            <dt className={styles.dt}>{t('ewa.bank.accountNumber')}</dt>
            <dd className={styles.dd} aria-label={t('ewa.bank.endingIn', { last4: details.data.accountNumberLast4 })}>
              {maskAccount(details.data.accountNumberLast4)}
            </dd>
            <dt className={styles.dt}>{t('ewa.bank.updated')}</dt>
            <dd className={styles.dd}>
              {details.data.updatedAt
                ? t('ewa.bank.updatedBy', {
                    when: formatDateTime(details.data.updatedAt, session.locale),
                    who: details.data.updatedBy ?? '—',
                  })
                : '—'}
            </dd>
          </dl>
        ) : (
          <p className={styles.muted}>{t('ewa.bank.none')}</p>
        )}
      </div>
      {editing ? <BankDetailsDialog current={details.data ?? null} onClose={() => setEditing(false)} /> : null}
    </section>
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

  const message = (field: BankField): string | null => {
    const server = serverErrors.find((error) => error.pointer === `/body/${field}`);
    if (server) return fieldErrorSentence(server, t(`ewa.bank.${field}`), session.locale);
    const error = errors.find((item) => item.path === `/${field}`);
    if (!error) return null;
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

  const text = (
    field: BankField,
    label: string,
    extra: { inputMode?: 'numeric'; autoComplete?: string; type?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      error={message(field)}
      onChange={(event) => setDraft((previous) => ({ ...previous, [field]: event.target.value }))}
      {...extra}
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
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.section}>
        {text('bankName', t('ewa.bank.bankName'))}
        {text('accountHolderName', t('ewa.bank.accountHolderName'))}
        <SelectField
          label={t('ewa.bank.accountType')}
          value={draft.accountType}
          onChange={(accountType) => setDraft((previous) => ({ ...previous, accountType }))}
          options={[
            { value: 'checking', label: t('ewa.bank.checking') },
            { value: 'savings', label: t('ewa.bank.savings') },
          ]}
        />
        {text('routingNumber', t('ewa.bank.routingNumber'), { inputMode: 'numeric', autoComplete: 'off' })}
        <div className={styles.formGrid}>
          {text('accountNumber', t('ewa.bank.accountNumber'), { inputMode: 'numeric', autoComplete: 'off' })}
          {text('confirmAccountNumber', t('ewa.bank.confirmAccountNumber'), {
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
        </div>
        {signInAgain ? (
          <SignInAgain
            title={t('ewa.bank.signInAgain.title')}
            description={t('ewa.bank.signInAgain.description')}
            action={t('ewa.bank.signInAgain.action')}
          />
        ) : null}
        {serverTitle ? (
          <p className={styles.fieldError} role="alert">
            {serverTitle}
          </p>
        ) : null}
        <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('ewa.common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('ewa.bank.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
