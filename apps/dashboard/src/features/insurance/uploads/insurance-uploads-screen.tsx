import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import { formatDateTime } from '@cuadre/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  FileDrop,
  Inline,
  PageHeader,
  Paginator,
  Stack,
  Text,
  useToast,
} from '@cuadre/ui';
import type { DataTableColumn, FileUpload } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UploadProgressBar } from '../../../shared/api/upload-progress-bar.tsx';
import { useUploadWithProgress } from '../../../shared/api/use-upload-with-progress.ts';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useInsuranceSession, useInsuranceT } from '../hooks/use-insurance.ts';
import { downloadText } from '../utils/download.ts';
import type { FilePreview, RowError } from '../utils/ledger-file.ts';
import {
  LEDGER_FILE_COLUMNS,
  LEDGER_TEMPLATE,
  PREVIEW_ROWS,
  errorReportCsv,
  errorReportName,
  rowErrors,
} from '../utils/ledger-file.ts';

const PAGE_SIZE = 20;
// What the server asks before it applies a file: rows applied once already, or payments that leave a credit.
type Ask = 'applyAgain' | 'confirmCredit';
type Outcome =
  | { kind: 'accepted'; upload: Schemas['InsuranceUpload'] }
  | { kind: 'rejected'; filename: string; errors: RowError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'question'; ask: Ask; messages: string[] }
  | null;
type PreviewRow = { index: number; cells: string[] };

// /insurance/uploads: past ledger files and a new one, previewed in the browser and applied whole or not at all.
export function InsuranceUploadsScreen() {
  const t = useInsuranceT();
  const session = useInsuranceSession();
  const { query, companyId, locale, canEdit } = session;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [file, setFile] = useState<{ name: string; size: number; text: string; preview: FilePreview } | null>(null);
  const sending = useUploadWithProgress('/insurance/uploads');
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The questions answered for this file, sent with it from then on.
  const [confirmed, setConfirmed] = useState<Ask[]>([]);
  useDocumentTitle(t('insurance.uploads.title'));
  const uploads = query.useQuery(
    'get',
    '/insurance/get-uploads',
    { params: { query: { companyId, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const preview = file?.preview ?? null;

  const choose = async (files: File[]) => {
    const chosen = files[0];
    setOutcome(null);
    setConfirmed([]);
    if (!chosen) return;
    // The CSV parser is fetched with the first file, not with the page.
    let text = '';
    let preview: FilePreview = { ok: false, reason: 'unreadable', missing: [] };
    try {
      const [read, { previewLedgerFile }] = await Promise.all([chosen.text(), import('../utils/ledger-preview.ts')]);
      text = read;
      preview = previewLedgerFile(read);
    } catch {
      // A file the browser cannot read (or a parser that did not arrive) is shown as unreadable; nothing is sent.
    }
    setFile({ name: chosen.name, size: chosen.size, text, preview });
  };

  const send = async (answers: Ask[] = confirmed) => {
    if (!file || !preview?.ok) return;
    const answer = await sending.upload(
      {
        companyId,
        filename: file.name,
        contentType: 'text/csv',
        csv: file.text,
        ...(answers.includes('applyAgain') ? { applyAgain: true as const } : {}),
        ...(answers.includes('confirmCredit') ? { confirmCredit: true as const } : {}),
      },
      crypto.randomUUID(),
    );
    if (answer.kind !== 'created') {
      const problem = answer.problem;
      if (problem.status === 409) {
        const fields = problem.errors;
        const ask: Ask = fields.some((field) => field.pointer === '/body/applyAgain') ? 'applyAgain' : 'confirmCredit';
        setOutcome({ kind: 'question', ask, messages: fields.map((field) => field.message) });
        return;
      }
      const errors = rowErrors(problem.errors);
      if (problem.status === 422 && errors.length > 0) {
        setOutcome({ kind: 'rejected', filename: file.name, errors });
        toast({
          variant: 'destructive',
          title: t('insurance.uploads.rejected', { filename: file.name }),
          description: t('insurance.uploads.rejectedDescription', { count: errors.length }),
        });
      } else {
        setOutcome({ kind: 'failed', message: problem.detail ?? problem.title });
        toast({
          variant: 'destructive',
          title: t('insurance.uploads.failed'),
          description: problem.detail ?? problem.title,
        });
      }
      return;
    }
    const data = answer.data;
    setOutcome({ kind: 'accepted', upload: data });
    setFile(null);
    setPage(1);
    toast({
      variant: 'success',
      title: t('insurance.uploads.accepted', { filename: data.filename }),
      description: t('insurance.uploads.acceptedDescription', { rows: data.rowCount, workers: data.workerCount }),
    });
    await Promise.all(
      [
        queryKeys.path('get', '/insurance/get-uploads'),
        queryKeys.path('post', '/insurance/get-table'),
        queryKeys.path('post', '/insurance/get-table-summary'),
        queryKeys.path('get', '/insurance/get-ledger'),
        queryKeys.path('get', '/insurance/get-arrears'),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };

  const fileState: FileUpload[] = file
    ? [
        {
          id: file.name,
          name: file.name,
          size: file.size,
          // The upload's own progress shows below the drop zone.
          status: outcome?.kind === 'rejected' || outcome?.kind === 'failed' ? 'error' : 'done',
        },
      ]
    : [];

  const historyColumns: DataTableColumn<Schemas['InsuranceUpload']>[] = [
    { id: 'file', header: t('insurance.col.file'), value: (upload) => upload.filename },
    { id: 'uploader', header: t('insurance.col.uploader'), value: (upload) => upload.uploaderEmail },
    {
      id: 'uploadedAt',
      header: t('insurance.col.uploadedAt'),
      width: 200,
      value: (upload) => upload.uploadedAt,
      cell: (upload) => formatDateTime(upload.uploadedAt, locale),
    },
    { id: 'rows', header: t('insurance.col.rows'), numeric: true, width: 90, value: (upload) => upload.rowCount },
    {
      id: 'workers',
      header: t('insurance.col.workers'),
      numeric: true,
      width: 124,
      value: (upload) => upload.workerCount,
    },
    {
      id: 'result',
      header: t('insurance.col.result'),
      width: 120,
      value: () => t('insurance.uploads.result.processed'),
      cell: () => <Badge tone="positive">{t('insurance.uploads.result.processed')}</Badge>,
    },
  ];

  return (
    <Stack space="medium">
      <PageHeader title={t('insurance.uploads.title')} description={t('insurance.uploads.description')} />
      {canEdit ? (
        <Card
          title={t('insurance.uploads.new')}
          description={t('insurance.uploads.columns', { columns: LEDGER_FILE_COLUMNS.join(', ') })}
          actions={
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadText('insurance-ledger-template.csv', LEDGER_TEMPLATE)}
            >
              {t('insurance.uploads.template')}
            </Button>
          }
        >
          <Stack space="medium">
            <FileDrop
              onFiles={(files) => void choose(files)}
              files={fileState}
              accept={['.csv', 'text/csv']}
              description={t('insurance.uploads.drop.description')}
              locale={locale}
              labels={{
                title: t('insurance.uploads.drop.title'),
                hint: t('insurance.uploads.drop.hint'),
                browse: t('insurance.uploads.drop.browse'),
                progress: (name) => t('insurance.uploads.drop.progress', { name }),
              }}
            />
            {preview && !preview.ok ? (
              <Alert
                tone="critical"
                title={t(`insurance.uploads.invalid.${preview.reason}`, {
                  columns: preview.missing.join(', '),
                  count: preview.missing.length,
                })}
              />
            ) : null}
            {preview?.ok ? (
              <>
                <DataTable<PreviewRow>
                  label={t('insurance.uploads.preview', {
                    shown: Math.min(PREVIEW_ROWS, preview.rowCount),
                    count: preview.rowCount,
                  })}
                  toolbar={
                    <strong>
                      {t('insurance.uploads.preview', {
                        shown: Math.min(PREVIEW_ROWS, preview.rowCount),
                        count: preview.rowCount,
                      })}
                    </strong>
                  }
                  data={preview.rows.map((cells, index) => ({ index, cells }))}
                  getRowId={(row) => String(row.index)}
                  columns={[
                    {
                      id: '#',
                      header: t('insurance.col.row'),
                      numeric: true,
                      width: 70,
                      value: (row) => row.index + 1,
                    },
                    ...preview.header.map((name, column) => ({
                      id: `${column}-${name}`,
                      header: name,
                      value: (row: PreviewRow) => row.cells[column] ?? '',
                    })),
                  ]}
                  height={320}
                  labels={{ columns: t('insurance.table.columns') }}
                />
                {/* Above the buttons, so it is in view when Upload is pressed under a long preview. */}
                {sending.progress && file ? (
                  <UploadProgressBar
                    progress={sending.progress}
                    labels={{
                      uploading: t('insurance.uploads.uploading', { name: file.name }),
                      checking: t('insurance.uploads.checking', { count: preview.rowCount }),
                    }}
                  />
                ) : null}
                <Inline space="small">
                  <Button onClick={() => void send()} loading={sending.busy}>
                    {t('insurance.uploads.send', { count: preview.rowCount })}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setFile(null);
                      setOutcome(null);
                    }}
                    disabled={sending.busy}
                  >
                    {t('insurance.uploads.cancel')}
                  </Button>
                </Inline>
              </>
            ) : null}
            {outcome?.kind === 'accepted' ? (
              <Alert tone="positive" title={t('insurance.uploads.accepted', { filename: outcome.upload.filename })}>
                {t('insurance.uploads.acceptedDescription', {
                  rows: outcome.upload.rowCount,
                  workers: outcome.upload.workerCount,
                })}
              </Alert>
            ) : null}
            {outcome?.kind === 'failed' ? (
              <Alert tone="critical" title={t('insurance.uploads.failed')}>
                {outcome.message}
              </Alert>
            ) : null}
            {outcome?.kind === 'question' ? (
              <Alert tone="caution" title={t(`insurance.uploads.ask.${outcome.ask}.title`)}>
                <Text as="p" size="small">
                  {t(`insurance.uploads.ask.${outcome.ask}.description`)}
                </Text>
                <ul data-testid="insurance-upload-question">
                  {outcome.messages.map((message, index) => (
                    <li key={index}>{message}</li>
                  ))}
                </ul>
                <Inline space="small">
                  <Button
                    onClick={() => {
                      const answers = [...confirmed, outcome.ask];
                      setConfirmed(answers);
                      void send(answers);
                    }}
                    loading={sending.busy}
                  >
                    {t(`insurance.uploads.ask.${outcome.ask}.action`)}
                  </Button>
                  <Button variant="ghost" onClick={() => setOutcome(null)} disabled={sending.busy}>
                    {t('insurance.uploads.ask.back')}
                  </Button>
                </Inline>
              </Alert>
            ) : null}
            {outcome?.kind === 'rejected' ? (
              <>
                <Alert
                  tone="critical"
                  title={t('insurance.uploads.rejected', { filename: outcome.filename })}
                  action={
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        downloadText(
                          errorReportName(outcome.filename),
                          errorReportCsv(outcome.filename, outcome.errors),
                        )
                      }
                    >
                      {t('insurance.uploads.errorReport')}
                    </Button>
                  }
                >
                  {t('insurance.uploads.rejectedDescription', { count: outcome.errors.length })}
                </Alert>
                <DataTable<RowError>
                  label={t('insurance.uploads.errorsLabel')}
                  data={outcome.errors}
                  getRowId={(error) => `${error.row}/${error.column}/${error.message}`}
                  columns={[
                    {
                      id: 'row',
                      header: t('insurance.col.row'),
                      numeric: true,
                      width: 80,
                      value: (error) => error.row,
                    },
                    { id: 'column', header: t('insurance.col.column'), width: 180, value: (error) => error.column },
                    { id: 'message', header: t('insurance.col.problem'), value: (error) => error.message },
                  ]}
                  height={300}
                  labels={{ columns: t('insurance.table.columns') }}
                />
              </>
            ) : null}
          </Stack>
        </Card>
      ) : (
        <Alert tone="info" title={t('insurance.uploads.readOnly')} />
      )}
      <Card title={t('insurance.uploads.history')}>
        <DataTable<Schemas['InsuranceUpload']>
          label={t('insurance.uploads.historyTable')}
          columns={historyColumns}
          data={uploads.data?.items ?? []}
          getRowId={(upload) => upload.id}
          status={uploads.isError ? 'error' : uploads.data === undefined ? 'loading' : 'success'}
          refreshing={uploads.isPlaceholderData}
          errorMessage={t('insurance.error.description')}
          onRetry={() => void uploads.refetch()}
          empty={
            <EmptyState
              title={t('insurance.uploads.empty.title')}
              description={t('insurance.uploads.empty.description')}
            />
          }
          manualSorting
          sorting={[]}
          height={480}
          labels={{ columns: t('insurance.table.columns'), retry: t('insurance.retry') }}
        />
        {(uploads.data?.total ?? 0) > PAGE_SIZE ? (
          <Paginator
            page={page}
            pageCount={Math.ceil((uploads.data?.total ?? 0) / PAGE_SIZE)}
            onPageChange={setPage}
            label={t('insurance.pager.label')}
            previousLabel={t('insurance.pager.previous')}
            nextLabel={t('insurance.pager.next')}
            pageLabel={(n) => t('insurance.pager.page', { page: n })}
          />
        ) : null}
      </Card>
    </Stack>
  );
}
