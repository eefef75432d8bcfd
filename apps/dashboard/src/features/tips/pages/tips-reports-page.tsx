import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, sumCents } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import {
  EmptyState,
  ErrorState,
  Field,
  Panel,
  SkeletonRows,
  Stat,
  TableMessage,
  TableScroll,
} from '../components/ui-bits.tsx';
import * as styles from '../components/tips.css.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { shiftDate } from '../utils/day-rows.ts';
import { downloadText } from '../utils/download.ts';
import type { ReportGrouping } from '../utils/tips-report.ts';
import { REPORT_GROUPINGS, reportCsv, tipsReport } from '../utils/tips-report.ts';

const COLUMNS = 6;
const GROUPING_KEYS = {
  role: 'tips.reports.byRole',
  worker: 'tips.reports.byWorker',
  day: 'tips.reports.byDay',
} as const;
const PAGE_LIMIT = 200;
const MAX_PAGES = 50;

// Tips → Reports: tips of a period by role, worker or day, with a CSV export of what is shown.
export function TipsReportsPage() {
  return <TipsPage path="/tips/reports">{(scope) => <Reports {...scope} />}</TipsPage>;
}

function Reports({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { client, query } = useTipsApi();
  const today = puertoRicoToday();
  const [from, setFrom] = useState(shiftDate(today, -13));
  const [to, setTo] = useState(today);
  const [grouping, setGrouping] = useState<ReportGrouping>('role');
  const rangeError = from > to ? t('tips.reports.rangeError') : undefined;
  const workers = query.useQuery('get', '/tips/users-employees', { params: { query: { companyId, workerGroupCode } } });
  // Every page of the period's tips; the key sits under the API's own so sign-out clears it.
  const tips = useQuery({
    queryKey: ['get', '/tips/history', { report: { companyId, workerGroupCode, from, to } }],
    enabled: rangeError === undefined,
    queryFn: async ({ signal }) => {
      const all: Schemas['TipRecord'][] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data, error } = await client.GET('/tips/history', {
          params: { query: { companyId, workerGroupCode, from, to, page, limit: PAGE_LIMIT } },
          signal,
        });
        if (error !== undefined) throw new Error(error.detail ?? error.title);
        all.push(...data.items);
        if (all.length >= data.total || data.items.length === 0) break;
      }
      return all;
    },
  });
  const names = useMemo(
    () => new Map((workers.data?.workers ?? []).map((worker) => [worker.id, worker])),
    [workers.data],
  );
  const rows = useMemo(() => tipsReport(tips.data ?? [], grouping, names), [tips.data, grouping, names]);
  const labelHeader = t(
    grouping === 'role' ? 'tips.col.role' : grouping === 'worker' ? 'tips.col.worker' : 'tips.col.date',
  );
  const exportCsv = () =>
    downloadText(
      `tips-by-${grouping}-${workerGroupCode}-${from}-${to}.csv`,
      reportCsv(rows, {
        label: labelHeader,
        tips: t('tips.col.tipCount'),
        workers: t('tips.col.workers'),
        total: t('tips.col.total'),
        digital: t('tips.col.digital'),
        nonDigital: t('tips.col.nonDigital'),
      }),
    );
  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('tips.reports.from')} error={rangeError}>
          {(props) => (
            <input
              {...props}
              type="date"
              className={styles.control}
              value={from}
              max={today}
              onChange={(event) => event.target.value !== '' && setFrom(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('tips.reports.to')}>
          {(props) => (
            <input
              {...props}
              type="date"
              className={styles.control}
              value={to}
              max={today}
              onChange={(event) => event.target.value !== '' && setTo(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('tips.reports.groupBy')}>
          {(props) => (
            <select
              {...props}
              className={styles.control}
              value={grouping}
              onChange={(event) => setGrouping(event.target.value as ReportGrouping)}
            >
              {REPORT_GROUPINGS.map((value) => (
                <option key={value} value={value}>
                  {t(GROUPING_KEYS[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button variant="outline" size="sm" disabled={rows.length === 0} onClick={exportCsv}>
          {t('tips.reports.export')}
        </Button>
      </div>
      <div className={styles.stats}>
        <Stat label={t('tips.reports.total')}>{formatCents(sumCents(rows.map((row) => row.total)), locale)}</Stat>
        <Stat label={t('tips.col.digital')}>{formatCents(sumCents(rows.map((row) => row.digital)), locale)}</Stat>
        <Stat label={t('tips.col.nonDigital')}>{formatCents(sumCents(rows.map((row) => row.nonDigital)), locale)}</Stat>
        <Stat label={t('tips.col.tipCount')}>{(tips.data ?? []).length}</Stat>
      </div>
      <Panel title={t(GROUPING_KEYS[grouping])}>
        <TableScroll label={t(GROUPING_KEYS[grouping])}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {labelHeader}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.tipCount')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.workers')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.total')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.digital')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.nonDigital')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tips.isError ? (
                <TableMessage columns={COLUMNS}>
                  <ErrorState onRetry={() => void tips.refetch()} />
                </TableMessage>
              ) : tips.isPending ? (
                <SkeletonRows columns={COLUMNS} />
              ) : rows.length === 0 ? (
                <TableMessage columns={COLUMNS}>
                  <EmptyState title={t('tips.reports.empty.title')} description={t('tips.reports.empty.description')} />
                </TableMessage>
              ) : (
                rows.map((row) => (
                  <tr key={row.key} className={styles.row}>
                    <td className={styles.td}>{grouping === 'day' ? formatDate(row.key, locale) : row.label}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{row.tips}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{row.workers}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.total, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.digital, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.nonDigital, locale)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </Panel>
    </>
  );
}
