import { queryKeys } from '@cuadre/api-client';
import { COMMISSION_UPLOAD_KINDS, DEAL_TYPES, formatDateTime, isCalendarDate, todayInPuertoRico } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Problem } from '../../../shared/commissions/api/commissions-api.ts';
import { useCommissionsApi } from '../../../shared/commissions/api/commissions-api.ts';
import * as styles from '../../../shared/commissions/components/commissions.css.ts';
import { DataTable } from '../../../shared/commissions/components/data-table.tsx';
import { Pager } from '../../../shared/commissions/components/pager.tsx';
import {
  Alert,
  EmptyState,
  ErrorState,
  Field,
  PageHeader,
  SkeletonRows,
  Stat,
} from '../../../shared/commissions/components/ui.tsx';
import { defaultPeriod } from '../../../shared/commissions/math/create-batch.ts';
import { formatPeriod } from '../../../shared/commissions/math/describe.ts';
import { useCommissionsT } from '../../../shared/commissions/messages.ts';
import { useCommissionsSession } from '../../../shared/commissions/session/use-commissions-session.ts';
import { useCommissionsV3T } from '../messages.ts';
import type { FilePreview, RowError, UploadKind } from './upload-file.ts';
import { OPTIONAL_UPLOAD_COLUMNS, PREVIEW_ROWS, UPLOAD_COLUMNS, rowErrors } from './upload-file.ts';

const PAGE_SIZE = 20;
type Phase = 'idle' | 'reading' | 'sending' | 'done';
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
  const { client, query } = useCommissionsApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<UploadKind>('deals');
  const [period, setPeriod] = useState(() => defaultPeriod(todayInPuertoRico(now)));
  // The preview is kept with the file: its CSV parser is fetched with the first file, not with the page.
  const [file, setFile] = useState<{
    name: string;
    text: string;
    previewCsv: (text: string, kind: UploadKind) => FilePreview;
  } | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
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
    setPhase('reading');
    try {
      const [text, { previewCsv }] = await Promise.all([chosen.text(), import('./upload-preview.ts')]);
      setFile({ name: chosen.name, text, previewCsv });
    } catch {
      // A file the browser cannot read (or a parser that did not arrive) is shown as unreadable; nothing is sent.
      setFile({ name: chosen.name, text: '', previewCsv: () => ({ ok: false, reason: 'unreadable', missing: [] }) });
    }
    setPhase('idle');
  };

  const upload = async (applyAgain = false) => {
    if (!file || !preview?.ok || !datesOk) return;
    setPhase('sending');
    setOutcome(null);
    const { data, error } = await client.POST('/compensation/commission-uploads', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        companyId: session.companyId,
        kind,
        startDate: period.startDate,
        endDate: period.endDate,
        filename: file.name,
        contentType: 'text/csv',
        csv: file.text,
        ...(applyAgain ? { applyAgain: true } : {}),
      },
    });
    setPhase('done');
    const asked = (error?.errors ?? []).filter((field) => field.pointer === '/body/applyAgain');
    if (error && error.status === 409 && asked.length > 0) {
      setOutcome({ kind: 'applied-before', messages: asked.map((field) => field.message) });
      return;
    }
    if (error) {
      const errors = rowErrors(error.errors ?? []);
      setOutcome(
        error.status === 422 && errors.length > 0 ? { kind: 'rejected', errors } : { kind: 'failed', problem: error },
      );
      return;
    }
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
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={v3('commissionsV3.uploads.description')} />
      <div className={styles.statRow}>
        <Stat
          label={v3('commissionsV3.uploads.latestBiweek')}
          value={
            biweek.data === undefined
              ? '…'
              : latest
                ? formatPeriod(latest.startDate, latest.endDate, session.locale)
                : v3('commissionsV3.uploads.none')
          }
        />
        <Stat label={v3('commissionsV3.uploads.history')} value={uploads.data?.total ?? '…'} />
      </div>
      <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className={styles.subheading}>
          {v3('commissionsV3.uploads.newTitle')}
        </h2>
        <form
          className={styles.page}
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <div className={styles.toolbar}>
            <Field label={v3('commissionsV3.uploads.kind')}>
              {(id) => (
                <>
                  <select
                    id={id}
                    className={styles.select}
                    value={kind}
                    onChange={(event) => {
                      setKind(event.target.value as UploadKind);
                      setOutcome(null);
                    }}
                  >
                    {COMMISSION_UPLOAD_KINDS.map((option) => (
                      <option key={option} value={option}>
                        {v3(`commissionsV3.uploads.kind.${option}`)}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </Field>
            <Field label={v3('commissionsV3.uploads.start')}>
              {(id) => (
                <>
                  <input
                    id={id}
                    type="date"
                    className={styles.input}
                    value={period.startDate}
                    aria-invalid={!datesOk || undefined}
                    onChange={(event) => setPeriod((current) => ({ ...current, startDate: event.target.value }))}
                  />
                </>
              )}
            </Field>
            <Field label={v3('commissionsV3.uploads.end')}>
              {(id) => (
                <>
                  <input
                    id={id}
                    type="date"
                    className={styles.input}
                    value={period.endDate}
                    aria-invalid={!datesOk || undefined}
                    onChange={(event) => setPeriod((current) => ({ ...current, endDate: event.target.value }))}
                  />
                </>
              )}
            </Field>
            <Field label={v3('commissionsV3.uploads.file')}>
              {(id) => (
                <>
                  <input
                    id={id}
                    type="file"
                    accept=".csv,text/csv"
                    className={styles.input}
                    aria-describedby={kind === 'deals' ? `${formId}-columns ${formId}-deal-types` : `${formId}-columns`}
                    onChange={(event) => void choose(event.target.files?.[0])}
                  />
                </>
              )}
            </Field>
          </div>
          <p id={`${formId}-columns`} className={styles.fieldHint}>
            {v3('commissionsV3.uploads.columns', {
              columns: UPLOAD_COLUMNS[kind].join(', '),
              optional: OPTIONAL_UPLOAD_COLUMNS[kind].join(', '),
            })}
          </p>
          {kind === 'deals' ? (
            // The values the server checks each row's dealType against (the domain's DEAL_TYPES), before any upload.
            <p id={`${formId}-deal-types`} className={styles.fieldHint}>
              {v3('commissionsV3.uploads.dealTypes', {
                values: DEAL_TYPES.map((type) => `${type} (${v3(`commissionsV3.deals.type.${type}`)})`).join(', '),
              })}
            </p>
          ) : null}
          {!datesOk ? <p className={styles.fieldError}>{v3('commissionsV3.uploads.dates')}</p> : null}
          {preview === null ? <p className={styles.muted}>{v3('commissionsV3.uploads.chooseFile')}</p> : null}
          {preview && !preview.ok ? (
            <Alert
              tone="critical"
              title={v3(`commissionsV3.uploads.invalid.${preview.reason}`, { columns: preview.missing.join(', ') })}
            />
          ) : null}
          {preview?.ok ? (
            <>
              <p className={styles.label}>
                {v3('commissionsV3.uploads.preview', {
                  shown: Math.min(PREVIEW_ROWS, preview.rowCount),
                  count: preview.rowCount,
                })}
              </p>
              <DataTable
                label={v3('commissionsV3.uploads.preview', {
                  shown: Math.min(PREVIEW_ROWS, preview.rowCount),
                  count: preview.rowCount,
                })}
                rows={preview.rows.map((cells, index) => ({ index, cells }))}
                rowKey={(row) => String(row.index)}
                columns={[
                  { id: '#', header: v3('commissionsV3.column.row'), numeric: true, cell: (row) => row.index + 1 },
                  ...preview.header.map((name, column) => ({
                    id: `${column}-${name}`,
                    header: name,
                    cell: (row: { cells: string[] }) => row.cells[column] ?? '',
                  })),
                ]}
              />
              <div className={styles.actions}>
                <Button type="submit" loading={phase === 'sending'} disabled={!datesOk}>
                  {v3('commissionsV3.uploads.upload', { count: preview.rowCount })}
                </Button>
              </div>
            </>
          ) : null}
          {phase !== 'idle' ? (
            <div className={styles.field}>
              <progress
                className={styles.progress}
                aria-label={v3('commissionsV3.uploads.progress')}
                max={2}
                value={phase === 'reading' ? 0 : phase === 'sending' ? 1 : 2}
              />
              <span className={styles.muted} aria-live="polite">
                {v3(`commissionsV3.uploads.phase.${phase}`)}
              </span>
            </div>
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
                <span className={styles.actions}>
                  <Button size="sm" onClick={() => void upload(true)} loading={phase === 'sending'}>
                    {v3('commissionsV3.uploads.appliedBefore.action')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setOutcome(null)} disabled={phase === 'sending'}>
                    {v3('commissionsV3.uploads.appliedBefore.back')}
                  </Button>
                </span>
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
                rows={outcome.errors}
                rowKey={(error) => `${error.row}/${error.column}/${error.message}`}
                maxHeight="300px"
                columns={[
                  {
                    id: 'row',
                    header: v3('commissionsV3.column.row'),
                    numeric: true,
                    cell: (error) => error.row || '—',
                  },
                  { id: 'column', header: v3('commissionsV3.column.column'), cell: (error) => error.column },
                  { id: 'message', header: v3('commissionsV3.column.problem'), cell: (error) => error.message },
                ]}
              />
            </>
          ) : null}
        </form>
      </section>
      <section className={styles.card} aria-labelledby={`${formId}-history`}>
        <div className={styles.cardHeader}>
          <h2 id={`${formId}-history`} className={styles.subheading}>
            {v3('commissionsV3.uploads.history')}
          </h2>
        </div>
        {uploads.isError ? (
          <div className={styles.cardBody}>
            <ErrorState onRetry={() => void uploads.refetch()} />
          </div>
        ) : uploads.data === undefined ? (
          <SkeletonRows columns={6} label={t('commissions.loading')} />
        ) : uploads.data.items.length === 0 ? (
          <EmptyState
            title={v3('commissionsV3.uploads.empty')}
            description={v3('commissionsV3.uploads.emptyDescription')}
          />
        ) : (
          <>
            <DataTable
              label={v3('commissionsV3.uploads.history')}
              rows={uploads.data.items}
              refreshing={uploads.isPlaceholderData}
              rowKey={(upload) => upload.id}
              columns={[
                { id: 'file', header: v3('commissionsV3.column.file'), cell: (upload) => upload.filename },
                {
                  id: 'kind',
                  header: v3('commissionsV3.column.kind'),
                  cell: (upload) => v3(`commissionsV3.uploads.kind.${upload.kind}`),
                },
                {
                  id: 'period',
                  header: v3('commissionsV3.column.period'),
                  cell: (upload) => formatPeriod(upload.startDate, upload.endDate, session.locale),
                },
                {
                  id: 'rows',
                  header: v3('commissionsV3.column.rows'),
                  numeric: true,
                  cell: (upload) => upload.rowCount,
                },
                { id: 'by', header: v3('commissionsV3.column.uploadedBy'), cell: (upload) => upload.uploaderEmail },
                {
                  id: 'at',
                  header: v3('commissionsV3.column.uploadedAt'),
                  cell: (upload) => formatDateTime(upload.uploadedAt, session.locale),
                },
                {
                  id: 'status',
                  header: v3('commissionsV3.column.status'),
                  cell: (upload) =>
                    v3(
                      upload.supersededAt === null
                        ? 'commissionsV3.uploads.status.current'
                        : 'commissionsV3.uploads.status.replaced',
                    ),
                },
              ]}
            />
            <Pager page={page} limit={PAGE_SIZE} total={uploads.data.total} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
