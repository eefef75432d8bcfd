import { Button, useToast } from '@cuadre/ui';
import { formatCents, formatDate, formatFileSize, MAX_MONEY_CENTS } from '@cuadre/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent, FormEvent } from 'react';
import { useId, useState } from 'react';
import { useAppDeps } from '../../../app/app-deps-context.ts';
import { ewaKeys } from '../api/ewa-queries.ts';
import { Alert } from '../components/alert.tsx';
import * as styles from '../components/ewa.css.ts';
import { SelectField } from '../components/fields.tsx';
import { Dialog } from '../components/overlays.tsx';
import { ProgressBar } from '../components/states.tsx';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import type { DeductionPreview, ServerRowError } from './deduction-file.ts';
import { DEDUCTION_COLUMNS, previewDeductionFile, serverRowErrors } from './deduction-file.ts';
import type { PeriodRow } from './period-rows.ts';
import { uploadDeductions } from './upload-deductions.ts';

const PREVIEW_ROWS = 8;

type Chosen = { name: string; size: number; text: string; preview: DeductionPreview };
type Confirmation = 'replace' | 'applyAgain';
const confirmations: Confirmation[] = ['replace', 'applyAgain'];

// Parsed here for a preview; validated whole on the server, which saves every row or none.
export function UploadDeductionsDialog({ rows, initialPeriodId, onClose }: { rows: readonly PeriodRow[]; initialPeriodId: string | null; onClose: () => void }) {
  const t = useEwaT();
  const session = useEwaSession();
  const deps = useAppDeps();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const fileId = useId();
  const [periodId, setPeriodId] = useState<string>(initialPeriodId ?? rows.find((row) => row.status !== 'uploaded')?.periodId ?? rows[0]?.periodId ?? '');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rejection, setRejection] = useState<{ title: string; errors: ServerRowError[] } | null>(null);
  // What the server asked before saving: replacing the period's file, or uploading the same rows again. Each answer
  // given is sent with the file from then on.
  const [question, setQuestion] = useState<{ kind: Confirmation; messages: string[] } | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmation[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const period = rows.find((row) => row.periodId === periodId);
  const date = (value: string) => formatDate(value, session.locale);
  const uploading = progress !== null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setRejection(null);
    setQuestion(null);
    setConfirmed([]);
    setIdempotencyKey(crypto.randomUUID());
    if (!file) {
      setChosen(null);
      return;
    }
    const text = await file.text();
    setChosen({ name: file.name, size: file.size, text, preview: previewDeductionFile(text, file.size) });
  };

  const submit = async (event: FormEvent | null, confirming: Confirmation[] = confirmed) => {
    event?.preventDefault();
    if (!chosen || !chosen.preview.ok || chosen.preview.rowIssues.length > 0 || !period?.periodId) return;
    setRejection(null);
    setQuestion(null);
    setProgress(0);
    const outcome = await uploadDeductions(
      {
        companyId: session.companyId,
        workerGroupCode: period.workerGroupCode,
        periodId: period.periodId,
        filename: chosen.name.toLowerCase().endsWith('.csv') ? chosen.name : `${chosen.name}.csv`,
        contentType: 'text/csv',
        csv: chosen.text,
        ...(confirming.includes('replace') ? { replace: true as const } : {}),
        ...(confirming.includes('applyAgain') ? { applyAgain: true as const } : {}),
      },
      // A confirmed request is another request: a key of its own, so it is not taken for a retry of the first.
      { idempotencyKey: confirming.length > 0 ? `${idempotencyKey}-${confirming.join('-')}` : idempotencyKey, onProgress: setProgress },
    );
    setProgress(null);
    const asked = outcome.kind === 'rejected' && outcome.status === 409 ? confirmations.find((kind) => outcome.errors.some((error) => error.pointer === `/body/${kind}`)) : undefined;
    if (asked && outcome.kind === 'rejected') {
      setQuestion({ kind: asked, messages: outcome.errors.filter((error) => error.pointer === `/body/${asked}`).map((error) => error.message) });
      return;
    }
    if (outcome.kind === 'created') {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ewaKeys.periods(session.companyId) }),
        queryClient.invalidateQueries({ queryKey: ewaKeys.deductions(session.companyId) }),
        queryClient.invalidateQueries({ queryKey: ['get', '/deductions/periods-deduction-worker-counts'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/deductions/payroll-status'] }),
      ]);
      toast({
        variant: 'success',
        title: t('ewa.upload.success', { count: outcome.record.workerCount }),
        description: t('ewa.upload.successDetail', { total: formatCents(outcome.record.total, session.locale), group: period.workerGroupCode }),
      });
      onClose();
      return;
    }
    if (outcome.kind === 'rejected' && outcome.status === 401) {
      deps.exit.onApiSignOut();
      return;
    }
    setRejection(
      outcome.kind === 'failed'
        ? { title: t('ewa.upload.networkFailed'), errors: [] }
        : { title: outcome.detail ?? outcome.title, errors: serverRowErrors(outcome.errors) },
    );
  };

  const preview = chosen?.preview;
  const localIssue = preview && !preview.ok ? preview.issue : null;
  const rowIssues = preview?.ok ? preview.rowIssues : [];
  const canSend = Boolean(preview?.ok && rowIssues.length === 0 && period?.periodId) && !uploading;

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => {
        if (!open && !uploading) onClose();
      }}
      title={t('ewa.upload.title')}
      description={t('ewa.upload.description', { columns: DEDUCTION_COLUMNS.join(', ') })}
    >
      <form onSubmit={(event) => void submit(event)} className={styles.section} noValidate>
        <SelectField
          label={t('ewa.upload.period')}
          value={periodId}
          onChange={(value) => {
            setPeriodId(value);
            setIdempotencyKey(crypto.randomUUID());
          }}
          options={rows.map((row) => ({
            value: row.periodId ?? '',
            label: `${row.workerGroupCode} · ${t(`ewa.payFrequency.${row.cycle}`)} · ${date(row.startDate)} – ${date(row.endDate)}`,
          }))}
          disabled={uploading}
        />
        <div className={styles.fileDrop}>
          <label className={styles.label} htmlFor={fileId}>
            {t('ewa.upload.file')}
          </label>
          <input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} disabled={uploading} />
          <p className={styles.muted}>{chosen ? t('ewa.upload.chosen', { name: chosen.name, size: formatFileSize(chosen.size, session.locale) }) : t('ewa.upload.fileHint')}</p>
        </div>

        {localIssue ? (
          <Alert tone="critical" title={t('ewa.upload.cannotRead')}>
            {localIssue.kind === 'missing-columns'
              ? t('ewa.upload.issue.missingColumns', { columns: localIssue.columns.join(', ') })
              : localIssue.kind === 'empty'
                ? t('ewa.upload.issue.empty')
                : localIssue.kind === 'too-large'
                  ? t('ewa.upload.issue.tooLarge')
                  : localIssue.kind === 'too-many-rows'
                    ? t('ewa.upload.issue.tooManyRows')
                    : t('ewa.upload.issue.unreadable', { detail: localIssue.detail })}
          </Alert>
        ) : null}

        {preview?.ok ? (
          <div className={styles.section}>
            <p className={styles.sectionTitle}>{t('ewa.upload.previewSummary', { count: preview.rows.length, total: formatCents(preview.total, session.locale) })}</p>
            <div className={`${styles.card}`}>
              <table className={styles.table} aria-label={t('ewa.upload.previewLabel')}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.thNumeric}>
                      {t('ewa.upload.line')}
                    </th>
                    {DEDUCTION_COLUMNS.map((column) => (
                      <th key={column} scope="col" className={column === 'amount' ? styles.thNumeric : styles.th}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                    <tr key={row.line} className={styles.tr}>
                      <td className={styles.tdNumeric}>{row.line}</td>
                      <td className={styles.td}>{row.payrollFileNumber}</td>
                      <td className={styles.td}>{row.workerId || '—'}</td>
                      <td className={`${styles.tdNumeric} ${rowIssues.some((issue) => issue.row === index && issue.column === 'amount') ? styles.critical : ''}`}>{row.amount}</td>
                      <td className={styles.td}>{row.code || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {preview.rows.length > PREVIEW_ROWS ? <p className={styles.muted}>{t('ewa.upload.moreRows', { count: preview.rows.length - PREVIEW_ROWS })}</p> : null}
          </div>
        ) : null}

        {rowIssues.length > 0 ? (
          <Alert tone="critical" title={t('ewa.upload.localIssues', { count: rowIssues.length })}>
            <ul className={styles.errorList}>
              {rowIssues.map((issue) => (
                <li key={`${issue.row}-${issue.column}`}>
                  {issue.kind === 'worker-id'
                    ? t('ewa.upload.issue.workerId', { line: issue.row + 2 })
                    : issue.kind === 'negative'
                      ? t('ewa.upload.issue.negative', { line: issue.row + 2, amount: preview?.ok ? (preview.rows[issue.row]?.amount ?? '') : '' })
                      : issue.kind === 'too-large'
                        ? t('ewa.upload.issue.amountTooLarge', { line: issue.row + 2, amount: preview?.ok ? (preview.rows[issue.row]?.amount ?? '') : '', max: formatCents(MAX_MONEY_CENTS, session.locale) })
                        : t('ewa.upload.issue.amount', { line: issue.row + 2 })}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}

        {question ? (
          <Alert tone="caution" title={t(`ewa.upload.confirm.${question.kind}.title`)}>
            <p style={{ margin: 0 }}>{t(`ewa.upload.confirm.${question.kind}.description`)}</p>
            <ul className={styles.errorList} data-testid="ewa-upload-question">
              {question.messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
            <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
              <Button variant="outline" onClick={() => setQuestion(null)}>
                {t('ewa.upload.confirm.back')}
              </Button>
              <Button
                onClick={() => {
                  const next = [...confirmed, question.kind];
                  setConfirmed(next);
                  void submit(null, next);
                }}
              >
                {t(`ewa.upload.confirm.${question.kind}.action`)}
              </Button>
            </div>
          </Alert>
        ) : null}

        {rejection ? (
          <Alert tone="critical" title={t('ewa.upload.rejected')}>
            <p style={{ margin: 0 }}>{rejection.title}</p>
            {rejection.errors.length > 0 ? (
              <ul className={styles.errorList} data-testid="ewa-upload-errors">
                {rejection.errors.map((error, index) => (
                  <li key={index}>{error.row === null ? error.message : t('ewa.upload.rowError', { line: error.row + 2, column: error.column ?? '', message: error.message })}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}

        {uploading ? <ProgressBar value={progress} label={t('ewa.upload.progress')} /> : null}

        <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
          <Button variant="outline" onClick={onClose} disabled={uploading}>
            {t('ewa.common.cancel')}
          </Button>
          <Button type="submit" loading={uploading} disabled={!canSend || question !== null}>
            {t('ewa.upload.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
