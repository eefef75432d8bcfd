import { queryKeys } from '@cuadre/api-client';
import {
  COMMISSION_UPLOAD_KINDS,
  DEAL_TYPES,
  formatDateTime,
  formatPeriod,
  isCalendarDate,
  todayInPuertoRico,
} from '@cuadre/domain';
import {
  Alert,
  Button,
  Card,
  Column,
  Columns,
  DataTable,
  EmptyState,
  Inline,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { UploadProgressBar } from '../../../../shared/api/upload-progress-bar.tsx';
import { useUploadWithProgress } from '../../../../shared/api/use-upload-with-progress.ts';
import type { Problem } from '../../api/commissions-api.ts';
import { useCommissionsApi } from '../../api/commissions-api.ts';
import * as styles from '../../components/commissions.css.ts';
import { fixedColumns, usePaging } from '../../components/labels.ts';
import { PeriodFields } from '../../components/period-fields.tsx';
import { defaultPeriod } from '../../math/create-batch.ts';
import { PagerRow } from '../../components/pager-row.tsx';
import { TableHeading } from '../../components/table-heading.tsx';
import { useCommissionsT } from '../../messages.ts';
import { useCommissionsSession } from '../../session/use-commissions-session.ts';
import { useCommissionsV3T } from '../messages.ts';
import type { FilePreview, RowError, UploadKind } from './upload-file.ts';
import { OPTIONAL_UPLOAD_COLUMNS, PREVIEW_ROWS, UPLOAD_COLUMNS, rowErrors } from './upload-file.ts';

// The drop zone (react-aria's) loads beside the page rather than in it: the page's chunk stays within its budget. It
// appears whole once loaded, never swapped in under a file being chosen.
const FileDrop = lazy(() => import('./file-drop.ts').then((module) => ({ default: module.FileDrop })));

const PAGE_SIZE = 20;
// The server asks before it applies rows an earlier upload already applied (409 on /body/applyAgain).
type Outcome =
  | { kind: 'accepted'; filename: string; count: number }
  | { kind: 'rejected'; errors: RowError[] }
  | { kind: 'failed'; problem: Problem }
  | { kind: 'applied-before'; messages: string[] }
  | null;

export function UploadsScreen({ title, now = new Date() }: { title: string; now?: Date }) {
  const t = useCommissionsT();
  const v3 = useCommissionsV3T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const queryClient = useQueryClient();
  const paging = usePaging();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<UploadKind>('deals');
  const [period, setPeriod] = useState(() => defaultPeriod(todayInPuertoRico(now)));
  // The preview is kept with the file: its CSV parser is fetched with the first file, not with the page.
  const [file, setFile] = useState<{
    name: string;
    text: string;
    previewCsv: (text: string, kind: UploadKind) => FilePreview;
  } | null>(null);
  const sending = useUploadWithProgress('/compensation/commission-uploads');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const uploads = query.useQuery(
    'get',
    '/compensation/individual-adp-uploads',
    { params: { query: { companyId: session.companyId, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const biweek = query.useQuery('get', '/compensation/latest-technician-biweek', {
    params: { query: { companyId: session.companyId } },
  });
  const preview: FilePreview | null = file ? file.previewCsv(file.text, kind) : null;
  const datesOk =
    isCalendarDate(period.startDate) && isCalendarDate(period.endDate) && period.endDate >= period.startDate;

  const choose = async (chosen: File | undefined) => {
    setOutcome(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    try {
      const [text, { previewCsv }] = await Promise.all([chosen.text(), import('./upload-preview.ts')]);
      setFile({ name: chosen.name, text, previewCsv });
    } catch {
      // A file the browser cannot read (or a parser that did not arrive) is shown as unreadable; nothing is sent.
      setFile({ name: chosen.name, text: '', previewCsv: () => ({ ok: false, reason: 'unreadable', missing: [] }) });
    }
  };

  const upload = async (applyAgain = false) => {
    if (!file || !preview?.ok || !datesOk) return;
    setOutcome(null);
    const answer = await sending.upload(
      {
        companyId: session.companyId,
        kind,
        startDate: period.startDate,
        endDate: period.endDate,
        filename: file.name,
        contentType: 'text/csv',
        csv: file.text,
        ...(applyAgain ? { applyAgain: true as const } : {}),
      },
      crypto.randomUUID(),
    );
    if (answer.kind !== 'created') {
      const { problem } = answer;
      const asked = problem.errors.filter((field) => field.pointer === '/body/applyAgain');
      const errors = rowErrors(problem.errors);
      setOutcome(
        problem.status === 409 && asked.length > 0
          ? { kind: 'applied-before', messages: asked.map((field) => field.message) }
          : problem.status === 422 && errors.length > 0
            ? { kind: 'rejected', errors }
            : { kind: 'failed', problem },
      );
      return;
    }
    const data = answer.data;
    setOutcome({ kind: 'accepted', filename: data.filename, count: data.rowCount });
    setFile(null);
    setPage(1);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/individual-adp-uploads') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/deals') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/latest-technician-biweek') }),
      // The batches of the period were fed by the file.
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batch/{id}') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batches') }),
    ]);
  };

  const latest = biweek.data?.biweek;
  const paged = paging({ page, limit: PAGE_SIZE, total: uploads.data?.total ?? 0, onPage: setPage });
  const previewTitle = preview?.ok
    ? v3('commissionsV3.uploads.preview', { shown: Math.min(PREVIEW_ROWS, preview.rowCount), count: preview.rowCount })
    : '';
  const previewRows = preview?.ok ? preview.rows.map((cells, index) => ({ index, cells })) : [];
  return (
    <Stack space="medium">
      <PageHeader title={title} description={v3('commissionsV3.uploads.description')} />
      <Columns space="small" collapseBelow="tablet">
        <Column>
          <Card>
            <Stat
              label={v3('commissionsV3.uploads.latestBiweek')}
              loading={biweek.data === undefined}
              value={
                latest
                  ? formatPeriod(latest.startDate, latest.endDate, session.locale)
                  : v3('commissionsV3.uploads.none')
              }
            />
          </Card>
        </Column>
        <Column>
          <Card>
            <Stat
              label={v3('commissionsV3.uploads.history')}
              loading={uploads.data === undefined}
              value={String(uploads.data?.total ?? 0)}
            />
          </Card>
        </Column>
      </Columns>
      <Card title={v3('commissionsV3.uploads.newTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <Stack space="small">
            <Inline space="small" alignY="top">
              <Select
                className={styles.filter}
                label={v3('commissionsV3.uploads.kind')}
                value={kind}
                onValueChange={(value) => {
                  setKind(value as UploadKind);
                  setOutcome(null);
                }}
                options={COMMISSION_UPLOAD_KINDS.map((option) => ({
                  value: option,
                  label: v3(`commissionsV3.uploads.kind.${option}`),
                }))}
              />
              <PeriodFields
                period={period}
                startLabel={v3('commissionsV3.uploads.start')}
                endLabel={v3('commissionsV3.uploads.end')}
                errorMessage={datesOk ? undefined : v3('commissionsV3.uploads.dates')}
                onChange={(change) => setPeriod((current) => ({ ...current, ...change }))}
              />
            </Inline>
            <Suspense fallback={<Skeleton height={120} />}>
              <FileDrop
                accept={['.csv', 'text/csv']}
                onFiles={(files) => void choose(files[0])}
                files={file ? [{ id: file.name, name: file.name, size: file.text.length, status: 'done' }] : []}
                description={[
                  v3('commissionsV3.uploads.columns', {
                    columns: UPLOAD_COLUMNS[kind].join(', '),
                    optional: OPTIONAL_UPLOAD_COLUMNS[kind].join(', '),
                  }),
                  // The values the server checks each row's dealType against (the domain's DEAL_TYPES), before any upload.
                  kind === 'deals'
                    ? v3('commissionsV3.uploads.dealTypes', {
                        values: DEAL_TYPES.map((type) => `${type} (${v3(`commissionsV3.deals.type.${type}`)})`).join(
                          ', ',
                        ),
                      })
                    : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                locale={session.locale}
                labels={{
                  title: v3('commissionsV3.uploads.file'),
                  hint: v3('commissionsV3.uploads.dropHint'),
                  browse: v3('commissionsV3.uploads.browse'),
                }}
              />
            </Suspense>
            {preview === null ? <Text tone="muted">{v3('commissionsV3.uploads.chooseFile')}</Text> : null}
            {preview && !preview.ok ? (
              <Alert
                tone="critical"
                title={v3(`commissionsV3.uploads.invalid.${preview.reason}`, {
                  columns: preview.missing.join(', '),
                  count: preview.missing.length,
                })}
              />
            ) : null}
            {preview?.ok ? (
              <Stack space="small" align="left">
                <DataTable
                  className={styles.wide}
                  label={previewTitle}
                  toolbar={<Text weight="medium">{previewTitle}</Text>}
                  data={previewRows}
                  getRowId={(row) => String(row.index)}
                  columns={fixedColumns(previewRows, [
                    { id: '#', header: v3('commissionsV3.column.row'), numeric: true, value: (row) => row.index + 1 },
                    ...preview.header.map((name, column) => ({
                      id: `${column}-${name}`,
                      header: name,
                      value: (row: { cells: string[] }) => row.cells[column] ?? '',
                    })),
                  ])}
                />
                <Button type="submit" loading={sending.busy} disabled={!datesOk}>
                  {v3('commissionsV3.uploads.upload', { count: preview.rowCount })}
                </Button>
              </Stack>
            ) : null}
            {sending.progress && file ? (
              <UploadProgressBar
                progress={sending.progress}
                labels={{
                  uploading: v3('commissionsV3.uploads.uploading', { name: file.name }),
                  checking: v3('commissionsV3.uploads.checking', { count: preview?.ok ? preview.rowCount : 0 }),
                }}
              />
            ) : null}
            {outcome?.kind === 'accepted' ? (
              <Alert
                tone="positive"
                title={v3('commissionsV3.uploads.accepted', { filename: outcome.filename, count: outcome.count })}
              />
            ) : null}
            {outcome?.kind === 'failed' ? (
              <Alert tone="critical" title={v3('commissionsV3.uploads.failed')}>
                {outcome.problem.detail ?? outcome.problem.title}
              </Alert>
            ) : null}
            {outcome?.kind === 'applied-before' ? (
              <Alert
                tone="caution"
                title={v3('commissionsV3.uploads.appliedBefore.title')}
                action={
                  <Inline space="xsmall">
                    <Button size="sm" onClick={() => void upload(true)} loading={sending.busy}>
                      {v3('commissionsV3.uploads.appliedBefore.action')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setOutcome(null)} disabled={sending.busy}>
                      {v3('commissionsV3.uploads.appliedBefore.back')}
                    </Button>
                  </Inline>
                }
              >
                <p>{v3('commissionsV3.uploads.appliedBefore.description')}</p>
                <ul data-testid="commission-upload-question">
                  {outcome.messages.map((message, index) => (
                    <li key={index}>{message}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {outcome?.kind === 'rejected' ? (
              <>
                <Alert tone="critical" title={v3('commissionsV3.uploads.rejected', { count: outcome.errors.length })}>
                  {v3('commissionsV3.uploads.rejectedHint')}
                </Alert>
                <DataTable
                  label={v3('commissionsV3.uploads.rejected', { count: outcome.errors.length })}
                  data={outcome.errors}
                  getRowId={(error) => `${error.row}/${error.column}/${error.message}`}
                  height={300}
                  columns={fixedColumns(outcome.errors, [
                    {
                      id: 'row',
                      header: v3('commissionsV3.column.row'),
                      numeric: true,
                      value: (error) => error.row || '—',
                    },
                    { id: 'column', header: v3('commissionsV3.column.column'), value: (error) => error.column },
                    { id: 'message', header: v3('commissionsV3.column.problem'), value: (error) => error.message },
                  ])}
                />
              </>
            ) : null}
          </Stack>
        </form>
      </Card>
      <Stack space="small">
        <DataTable
          toolbar={<TableHeading title={v3('commissionsV3.uploads.history')} />}
          label={v3('commissionsV3.uploads.history')}
          data={uploads.data?.items ?? []}
          refreshing={uploads.isPlaceholderData}
          getRowId={(upload) => upload.id}
          status={uploads.isError ? 'error' : uploads.data === undefined ? 'loading' : 'success'}
          errorMessage={t('commissions.error.description')}
          onRetry={() => void uploads.refetch()}
          labels={{ retry: t('commissions.action.retry') }}
          empty={
            <EmptyState
              title={v3('commissionsV3.uploads.empty')}
              description={v3('commissionsV3.uploads.emptyDescription')}
            />
          }
          columns={fixedColumns(uploads.data?.items, [
            { id: 'file', header: v3('commissionsV3.column.file'), value: (upload) => upload.filename },
            {
              id: 'kind',
              header: v3('commissionsV3.column.kind'),
              value: (upload) => v3(`commissionsV3.uploads.kind.${upload.kind}`),
            },
            {
              id: 'period',
              header: v3('commissionsV3.column.period'),
              value: (upload) => formatPeriod(upload.startDate, upload.endDate, session.locale),
            },
            {
              id: 'rows',
              header: v3('commissionsV3.column.rows'),
              numeric: true,
              value: (upload) => upload.rowCount,
            },
            { id: 'by', header: v3('commissionsV3.column.uploadedBy'), value: (upload) => upload.uploaderEmail },
            {
              id: 'at',
              header: v3('commissionsV3.column.uploadedAt'),
              value: (upload) => formatDateTime(upload.uploadedAt, session.locale),
            },
            {
              id: 'status',
              header: v3('commissionsV3.column.status'),
              value: (upload) =>
                v3(
                  upload.supersededAt === null
                    ? 'commissionsV3.uploads.status.current'
                    : 'commissionsV3.uploads.status.replaced',
                ),
            },
          ])}
        />
        {uploads.data !== undefined && uploads.data.total > 0 ? <PagerRow paged={paged} /> : null}
      </Stack>
    </Stack>
  );
}
