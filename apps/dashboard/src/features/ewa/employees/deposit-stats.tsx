import { Card, Chart, Column, Columns, Skeleton, Stack, Stat } from '@cuadre/ui';
import { formatCents, formatDate, todayInPuertoRico } from '@cuadre/domain';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useEwaT } from '../messages.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { depositedQuery } from '../api/ewa-queries.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { depositWindows, weeklyDeposits } from './deposit-series.ts';

const STAT_DAYS = [7, 30, 90] as const;
const DAY = 24 * 60 * 60 * 1000;
// Every window the cards and the chart need, asked for in one request.
const WINDOWS = [...new Set([...STAT_DAYS, ...depositWindows()])].sort((a, b) => a - b);

// Pay-access deposits of the last 7, 30 and 90 days, and the last 13 weeks as a chart. Memoised: a keystroke in
// the employee search must not draw the chart again.
export const DepositStats = memo(function DepositStats() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const deposited = useQuery(depositedQuery(client, session.companyId, WINDOWS));
  const totals = deposited.data;
  const seriesReady = totals !== undefined;
  const today = todayInPuertoRico(new Date());
  const weeks = totals
    ? weeklyDeposits(depositWindows().map((days) => totals.get(days) ?? 0)).map((week) => ({
        week: new Date(Date.parse(`${today}T12:00:00Z`) - (week.weeksAgo * 7 + 6) * DAY).toISOString().slice(0, 10),
        amount: week.amount,
      }))
    : [];
  const format = (cents: number) => formatCents(cents, session.locale);
  const seriesTotal = weeks.reduce((sum, week) => sum + week.amount, 0);

  return (
    <Columns as="section" space="small" aria-label={t('ewa.deposits.label')}>
      <Column width="1/3">
        <Card>
          <Stack space="medium">
            {STAT_DAYS.map((days) => {
              const total = totals?.get(days);
              return (
                <div key={days} data-testid={`ewa-deposited-${days}`}>
                  <Stat
                    label={t('ewa.deposits.lastDays', { days })}
                    value={total !== undefined ? format(total) : '—'}
                    delta={t('ewa.deposits.caption')}
                    loading={total === undefined && !deposited.isError}
                  />
                </div>
              );
            })}
          </Stack>
        </Card>
      </Column>
      <Column>
        <Card title={t('ewa.deposits.chartTitle')} description={t('ewa.deposits.chartCaption')}>
          {seriesReady ? (
            <Chart
              title={t('ewa.deposits.chartSummary', { total: format(seriesTotal) })}
              hideTitle
              type="bar"
              data={weeks.map((week) => ({
                week: formatDate(week.week, session.locale).replace(/,? \d{4}$/, ''),
                amount: week.amount,
              }))}
              xKey="week"
              xLabel={t('ewa.chart.week')}
              series={[{ key: 'amount', label: t('ewa.deposits.weekly') }]}
              formatValue={format}
              height={180}
            />
          ) : (
            <div role="status" aria-label={t('ewa.common.loading')}>
              <Skeleton height={180} />
            </div>
          )}
        </Card>
      </Column>
    </Columns>
  );
});
