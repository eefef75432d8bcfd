import type { Cents, Locale } from '@cuadre/domain';
import { formatCents, formatDate } from '@cuadre/domain';
import { Drawer } from '@cuadre/ui';
import { useMemo } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import type { DayRow } from '../utils/day-rows.ts';
import { formatClock, formatHours } from '../utils/day-rows.ts';
import type { PosComparisonRow } from '../utils/pos-day.ts';
import { comparePosDay } from '../utils/pos-day.ts';
import type { Tone } from './ui-bits.tsx';
import {
  Alert,
  EmptyState,
  ErrorState,
  SkeletonRows,
  Stat,
  StatusPill,
  TableMessage,
  TableScroll,
} from './ui-bits.tsx';
import * as styles from './tips.css.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  date: string;
  locale: Locale;
  // The day as the home shows it: tips recorded and hours entered.
  rows: readonly DayRow[];
  dayPending: boolean;
  dayError: boolean;
  onRetryDay: () => void;
  onClose: () => void;
};

const COLUMNS = 8;

const CHECK: Record<
  PosComparisonRow['status'],
  { tone: Tone; key: 'tips.pos.matches' | 'tips.pos.posOnly' | 'tips.pos.enteredOnly' }
> = {
  matches: { tone: 'positive', key: 'tips.pos.matches' },
  differs: { tone: 'caution', key: 'tips.pos.matches' },
  'pos-only': { tone: 'critical', key: 'tips.pos.posOnly' },
  'entered-only': { tone: 'critical', key: 'tips.pos.enteredOnly' },
};

// Tips → Home, a day's detail: the point of sale's clock and tips beside the hours entered and the tips recorded.
export function PosDayDrawer({
  companyId,
  workerGroupCode,
  date,
  locale,
  rows,
  dayPending,
  dayError,
  onRetryDay,
  onClose,
}: Props) {
  const t = useT();
  const { query } = useTipsApi();
  const pos = query.useQuery('get', '/tips/get-workers-data-by-date-blu-host', {
    params: { query: { companyId, workerGroupCode, date } },
  });
  const comparison = useMemo(() => comparePosDay(pos.data?.rows ?? [], rows), [pos.data, rows]);
  const pending = pos.isPending || dayPending;
  const failed = pos.isError || dayError;
  const money = (cents: Cents) => formatCents(cents, locale);
  return (
    <Drawer
      title={t('tips.pos.title', { date: formatDate(date, locale) })}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="xlarge"
    >
      <div className={styles.drawerBody}>
        <p className={styles.muted} style={{ margin: 0 }}>
          {t('tips.pos.description')}
        </p>
        {failed || pending ? null : (
          <>
            <div className={styles.stats}>
              <Stat label={t('tips.pos.posHours')}>{formatHours(comparison.posHours, locale)}</Stat>
              <Stat label={t('tips.pos.enteredHours')}>{formatHours(comparison.enteredHours, locale)}</Stat>
              <Stat label={t('tips.pos.posTips')}>{money(comparison.posTips)}</Stat>
              <Stat label={t('tips.pos.recordedTips')}>{money(comparison.recordedTips)}</Stat>
            </div>
            {comparison.rows.length === 0 ? null : comparison.differing > 0 ? (
              <Alert tone="caution" title={t('tips.pos.differs', { count: comparison.differing })} />
            ) : (
              <Alert tone="positive" title={t('tips.pos.allMatch')} />
            )}
          </>
        )}
        <TableScroll label={t('tips.pos.caption', { date: formatDate(date, locale) })}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>
              {t('tips.pos.caption', { date: formatDate(date, locale) })}
            </caption>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.worker')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.shift')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.pos.clock')}
                </th>
                <th className={`${styles.th} ${styles.thWrap} ${styles.numeric}`} scope="col">
                  {t('tips.pos.posHours')}
                </th>
                <th className={`${styles.th} ${styles.thWrap} ${styles.numeric}`} scope="col">
                  {t('tips.pos.enteredHours')}
                </th>
                <th className={`${styles.th} ${styles.thWrap} ${styles.numeric}`} scope="col">
                  {t('tips.pos.posTips')}
                </th>
                <th className={`${styles.th} ${styles.thWrap} ${styles.numeric}`} scope="col">
                  {t('tips.pos.recordedTips')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.pos.check')}
                </th>
              </tr>
            </thead>
            <tbody>
              {failed ? (
                <TableMessage columns={COLUMNS}>
                  <ErrorState
                    onRetry={() => {
                      if (pos.isError) void pos.refetch();
                      if (dayError) onRetryDay();
                    }}
                  />
                </TableMessage>
              ) : pending ? (
                <SkeletonRows columns={COLUMNS} rows={8} />
              ) : comparison.rows.length === 0 ? (
                <TableMessage columns={COLUMNS}>
                  <EmptyState title={t('tips.pos.empty.title')} description={t('tips.pos.empty.description')} />
                </TableMessage>
              ) : (
                comparison.rows.map((row) => (
                  <tr key={row.key} className={styles.row} data-status={row.status}>
                    <td className={`${styles.td} ${styles.tdStacked}`}>
                      {row.name}
                      <span className={`${styles.subline} ${styles.muted}`}>{row.role}</span>
                      {row.pos !== undefined && row.pos.workerId === null ? (
                        <div className={`${styles.hint} ${styles.muted}`}>
                          {t('tips.pos.unmatched', { posId: row.pos.posId })}
                        </div>
                      ) : null}
                    </td>
                    <td className={styles.td}>{row.pos?.shift ?? row.day?.tip.shift ?? '—'}</td>
                    <td className={styles.td}>
                      {row.pos === undefined ? (
                        '—'
                      ) : (
                        <>
                          {formatClock(row.pos.clockIn, locale)} –{' '}
                          {row.pos.clockOut === null ? (
                            <span className={styles.muted}>{t('tips.day.stillIn')}</span>
                          ) : (
                            formatClock(row.pos.clockOut, locale)
                          )}
                        </>
                      )}
                    </td>
                    <td className={`${styles.td} ${styles.numeric} ${row.hoursDiffer ? styles.differs : ''}`}>
                      {row.pos === undefined ? '—' : formatHours(row.pos.hours, locale)}
                    </td>
                    <td className={`${styles.td} ${styles.numeric} ${row.hoursDiffer ? styles.differs : ''}`}>
                      {row.enteredHours === null ? '—' : formatHours(row.enteredHours, locale)}
                    </td>
                    <td
                      className={`${styles.td} ${styles.tdStacked} ${styles.numeric} ${row.tipsDiffer ? styles.differs : ''}`}
                    >
                      {row.pos === undefined ? (
                        '—'
                      ) : (
                        <TipsCell
                          total={row.pos.digitalTips + row.pos.nonDigitalTips}
                          digital={row.pos.digitalTips}
                          cash={row.pos.nonDigitalTips}
                          money={money}
                        />
                      )}
                    </td>
                    <td
                      className={`${styles.td} ${styles.tdStacked} ${styles.numeric} ${row.tipsDiffer ? styles.differs : ''}`}
                    >
                      {row.day === undefined ? (
                        '—'
                      ) : (
                        <TipsCell
                          total={row.day.tip.total}
                          digital={row.day.tip.digitalTotal}
                          cash={row.day.tip.nonDigitalTotal}
                          money={money}
                        />
                      )}
                    </td>
                    <td className={styles.td}>
                      <CheckCell row={row} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </Drawer>
  );
}

function TipsCell({
  total,
  digital,
  cash,
  money,
}: {
  total: Cents;
  digital: Cents;
  cash: Cents;
  money: (cents: Cents) => string;
}) {
  const t = useT();
  return (
    <>
      {money(total)}
      <span className={styles.subline}>{t('tips.pos.digital', { amount: money(digital) })}</span>
      <span className={styles.subline}>{t('tips.pos.cash', { amount: money(cash) })}</span>
    </>
  );
}

function CheckCell({ row }: { row: PosComparisonRow }) {
  const t = useT();
  if (row.status !== 'differs')
    return <StatusPill tone={CHECK[row.status].tone}>{t(CHECK[row.status].key)}</StatusPill>;
  return (
    <span className={styles.pillStack}>
      {row.hoursDiffer ? <StatusPill tone="caution">{t('tips.pos.hoursDiffer')}</StatusPill> : null}
      {row.tipsDiffer ? <StatusPill tone="critical">{t('tips.pos.tipsDiffer')}</StatusPill> : null}
    </span>
  );
}
