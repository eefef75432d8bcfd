import {
  Alert,
  Button,
  DescriptionList,
  DataTable,
  Dialog,
  FileDrop,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  useToast,
} from '@cuadre/ui';
import type { DataTableColumn } from '@cuadre/ui';
import {
  DEDUCTION_FILE_IGNORED_COLUMNS,
  DEDUCTION_FILE_REQUIRED_COLUMNS,
  formatCents,
  formatPeriod,
  MAX_DEDUCTION_CODE_LENGTH,
  MAX_MONEY_CENTS,
  todayInPuertoRico,
} from '@cuadre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { FormEvent } from 'react';
import { useId, useMemo, useState } from 'react';
import { UploadProgressBar } from '../../../shared/api/upload-progress-bar.tsx';
import { useUploadWithProgress } from '../../../shared/api/use-upload-with-progress.ts';
import { ewaKeys } from '../api/ewa-queries.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { saveFile } from '../utils/save-file.ts';
import type { DeductionFileRow, DeductionPreview, ServerRowError } from './deduction-file.ts';
import { previewDeductionFile, serverRowErrors } from './deduction-file.ts';
import { DEDUCTION_TEMPLATE, DEDUCTION_TEMPLATE_NAME } from './deduction-template.ts';
import { initialPeriod, periodChoices, RECENT_FILED_DAYS } from './period-choice.ts';
import type { PeriodRow } from './period-rows.ts';

const PREVIEW_ROWS = 8;

type Chosen = { name: string; size: number; text: string; preview: DeductionPreview };
type Confirmation = 'replace' | 'applyAgain';
const confirmations: Confirmation[] = ['replace', 'applyAgain'];

// Parsed here for a preview; validated whole on the server, which saves every row or none.
export function UploadDeductionsDialog({
  rows,
  initialPeriodId,
  onClose,
}: {
  rows: readonly PeriodRow[];
  initialPeriodId: string | null;
  onClose: () => void;
}) {
  const t = useEwaT();
  const session = useEwaSession();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const explainId = useId();
  // Every period waiting for its file, the soonest due first, then the recent ones with a file (period-choice.ts).
  const choices = useMemo(
    () => periodChoices(rows, todayInPuertoRico(new Date()), initialPeriodId),
    [rows, initialPeriodId],
  );
  const [periodId, setPeriodId] = useState<string>(() => initialPeriod(choices, initialPeriodId));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const sending = useUploadWithProgress('/deductions/uploads');
  const [rejection, setRejection] = useState<{ title: string; errors: ServerRowError[] } | null>(null);
  // What the server asked before saving: replacing the period's file, or uploading the same rows again. Each answer
  // given is sent with the file from then on.
  const [question, setQuestion] = useState<{ kind: Confirmation; messages: string[] } | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmation[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const period = choices.find((row) => row.periodId === periodId);
  const periodOptions = choices.map((row) => ({
    value: row.periodId,
    label: t('ewa.upload.periodOption', {
      group: row.workerGroupCode,
      cycle: t(`ewa.payFrequency.${row.cycle}`),
      dates: formatPeriod(row.startDate, row.endDate, session.locale),
      status: t(`ewa.deductions.status.${row.status}`),
    }),
  }));
  const uploading = sending.busy;

  const choose = async (files: readonly File[]) => {
    const [file] = files;
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
    const outcome = await sending.upload(
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
      confirming.length > 0 ? `${idempotencyKey}-${confirming.join('-')}` : idempotencyKey,
    );
    const asked =
      outcome.kind === 'rejected' && outcome.problem.status === 409
        ? confirmations.find((kind) => outcome.problem.errors.some((error) => error.pointer === `/body/${kind}`))
        : undefined;
    if (asked && outcome.kind === 'rejected') {
      setQuestion({
        kind: asked,
        messages: outcome.problem.errors
          .filter((error) => error.pointer === `/body/${asked}`)
          .map((error) => error.message),
      });
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
        title: t('ewa.upload.success', { count: outcome.data.workerCount }),
        description: t('ewa.upload.successDetail', {
          total: formatCents(outcome.data.total, session.locale),
          group: period.workerGroupCode,
        }),
      });
      onClose();
      return;
    }
    // An expired session has already signed out.
    if (outcome.kind === 'rejected' && outcome.problem.status === 401) return;
    setRejection(
      outcome.kind === 'failed'
        ? { title: t('ewa.upload.networkFailed'), errors: [] }
        : {
            title: outcome.problem.detail ?? outcome.problem.title,
            errors: serverRowErrors(outcome.problem.errors),
          },
    );
  };

  const preview = chosen?.preview;
  const localIssue = preview && !preview.ok ? preview.issue : null;
  const rowIssues = preview?.ok ? preview.rowIssues : [];
  const canSend = Boolean(preview?.ok && rowIssues.length === 0 && period?.periodId) && !uploading;
  // The file's columns as the upload reads them; a downloaded file's names are shown too, to tell its rows apart.
  const previewColumns = (hasNames: boolean): DataTableColumn<DeductionFileRow>[] => {
    const text = (id: string, value: (row: DeductionFileRow) => string): DataTableColumn<DeductionFileRow> => ({
      id,
      header: id,
      value: (row) => value(row) || '—',
      sortable: false,
      hideable: false,
    });
    return [
      {
        id: 'line',
        header: t('ewa.upload.line'),
        value: (row) => row.line,
        numeric: true,
        width: 64,
        sortable: false,
        hideable: false,
      },
      text('payrollFileNumber', (row) => row.payrollFileNumber),
      text('workerId', (row) => row.workerId),
      ...(hasNames ? [text('name', (row) => row.name)] : []),
      {
        id: 'amount',
        header: 'amount',
        value: (row) => row.amount,
        cell: (row) => (
          <Text
            tone={
              rowIssues.some((issue) => issue.row === row.line - 2 && issue.column === 'amount')
                ? 'critical'
                : 'neutral'
            }
          >
            {row.amount}
          </Text>
        ),
        numeric: true,
        sortable: false,
        hideable: false,
      },
      text('code', (row) => row.code),
    ];
  };

  return (
    <Dialog
      open
      size="large"
      closeLabel={t('ewa.common.close')}
      onOpenChange={(open) => {
        if (!open && !uploading) onClose();
      }}
      title={t('ewa.upload.title')}
      description={t('ewa.upload.description')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="medium">
          <Stack as="section" space="xsmall" aria-labelledby={`${explainId}-title`}>
            <Inline space="small" align="spaceBetween">
              <Heading level={4} as="h3" id={`${explainId}-title`}>
                {t('ewa.upload.columnsTitle')}
              </Heading>
              <Button variant="outline" size="sm" onClick={() => saveFile(DEDUCTION_TEMPLATE, DEDUCTION_TEMPLATE_NAME)}>
                <Download size={14} aria-hidden="true" />
                {t('ewa.upload.template')}
              </Button>
            </Inline>
            <div id={`${explainId}-columns`}>
              <DescriptionList
                numeric
                items={[
                  {
                    term: DEDUCTION_FILE_REQUIRED_COLUMNS.filter((column) => column !== 'amount').join(', '),
                    description: t('ewa.upload.column.worker'),
                  },
                  { term: 'amount', description: t('ewa.upload.column.amount') },
                  { term: 'code', description: t('ewa.upload.column.code', { max: MAX_DEDUCTION_CODE_LENGTH }) },
                  { term: DEDUCTION_FILE_IGNORED_COLUMNS.join(', '), description: t('ewa.upload.column.ignored') },
                ]}
              />
            </div>
          </Stack>
          <Select
            label={t('ewa.upload.period')}
            value={periodId}
            onValueChange={(value) => {
              if (value === periodId) return;
              setPeriodId(value);
              setIdempotencyKey(crypto.randomUUID());
            }}
            options={periodOptions}
            description={t('ewa.upload.periodHint', { days: RECENT_FILED_DAYS })}
            disabled={uploading}
          />
          <FileDrop
            accept={['.csv', 'text/csv']}
            onFiles={(files) => void choose(files)}
            description={t('ewa.upload.fileHint')}
            locale={session.locale}
            labels={{
              title: t('ewa.upload.dropTitle'),
              hint: t('ewa.upload.dropOr'),
              browse: t('ewa.upload.file'),
              progress: () => t('ewa.upload.progress'),
            }}
            // The file's row says it was read; the upload's own progress shows below it.
            files={chosen ? [{ id: chosen.name, name: chosen.name, size: chosen.size, status: 'done' }] : []}
          />
          {sending.progress && chosen ? (
            <UploadProgressBar
              progress={sending.progress}
              labels={{
                uploading: t('ewa.upload.uploading', { name: chosen.name }),
                checking: t('ewa.upload.checking', { count: chosen.preview.ok ? chosen.preview.rows.length : 0 }),
              }}
            />
          ) : null}

          {localIssue ? (
            <Alert tone="critical" title={t('ewa.upload.cannotRead')}>
              {localIssue.kind === 'missing-columns'
                ? t('ewa.upload.issue.missingColumns', {
                    columns: localIssue.columns.join(', '),
                    count: localIssue.columns.length,
                  })
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
            <Stack space="xsmall">
              <DataTable
                label={t('ewa.upload.previewLabel')}
                columns={previewColumns(preview.hasNames)}
                data={preview.rows.slice(0, PREVIEW_ROWS)}
                getRowId={(row) => String(row.line)}
                toolbar={
                  <Text as="p" weight="semibold">
                    {t('ewa.upload.previewSummary', {
                      count: preview.rows.length,
                      total: formatCents(preview.total, session.locale),
                    })}
                  </Text>
                }
              />
              {preview.rows.length > PREVIEW_ROWS ? (
                <Text as="p" size="small" tone="muted">
                  {t('ewa.upload.moreRows', { count: preview.rows.length - PREVIEW_ROWS })}
                </Text>
              ) : null}
            </Stack>
          ) : null}

          {rowIssues.length > 0 ? (
            <Alert tone="critical" title={t('ewa.upload.localIssues', { count: rowIssues.length })}>
              <Stack as="ul" space="xxsmall">
                {rowIssues.map((issue) => (
                  <span key={`${issue.row}-${issue.column}`}>
                    {issue.kind === 'worker-id'
                      ? t('ewa.upload.issue.workerId', { line: issue.row + 2 })
                      : issue.kind === 'negative'
                        ? t('ewa.upload.issue.negative', {
                            line: issue.row + 2,
                            amount: preview?.ok ? (preview.rows[issue.row]?.amount ?? '') : '',
                          })
                        : issue.kind === 'too-large'
                          ? t('ewa.upload.issue.amountTooLarge', {
                              line: issue.row + 2,
                              amount: preview?.ok ? (preview.rows[issue.row]?.amount ?? '') : '',
                              max: formatCents(MAX_MONEY_CENTS, session.locale),
                            })
                          : t('ewa.upload.issue.amount', { line: issue.row + 2 })}
                  </span>
                ))}
              </Stack>
            </Alert>
          ) : null}

          {question ? (
            <Alert tone="caution" title={t(`ewa.upload.confirm.${question.kind}.title`)}>
              <p>{t(`ewa.upload.confirm.${question.kind}.description`)}</p>
              <Stack as="ul" space="xxsmall" data-testid="ewa-upload-question">
                {question.messages.map((message, index) => (
                  <span key={index}>{message}</span>
                ))}
              </Stack>
              <Inline space="xsmall" align="right">
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
              </Inline>
            </Alert>
          ) : null}

          {rejection ? (
            <Alert tone="critical" title={t('ewa.upload.rejected')}>
              <p>{rejection.title}</p>
              {rejection.errors.length > 0 ? (
                <Stack as="ul" space="xxsmall" data-testid="ewa-upload-errors">
                  {rejection.errors.map((error, index) => (
                    <span key={index}>
                      {error.row === null
                        ? error.message
                        : t('ewa.upload.rowError', {
                            line: error.row + 2,
                            column: error.column ?? '',
                            message: error.message,
                          })}
                    </span>
                  ))}
                </Stack>
              ) : null}
            </Alert>
          ) : null}

          <Inline space="xsmall" align="right">
            <Button variant="outline" onClick={onClose} disabled={uploading}>
              {t('ewa.common.cancel')}
            </Button>
            <Button type="submit" loading={uploading} disabled={!canSend || question !== null}>
              {t('ewa.upload.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
