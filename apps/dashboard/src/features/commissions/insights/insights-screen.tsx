import { formatCents, formatDate } from '@cuadre/domain';
import { Chart } from '@cuadre/ui';
import { useCommissionsApi } from '../../../shared/commissions/api/commissions-api.ts';
import * as styles from '../../../shared/commissions/components/commissions.css.ts';
import { DataTable } from '../../../shared/commissions/components/data-table.tsx';
import {
  EmptyState,
  ErrorState,
  Money,
  PageHeader,
  SkeletonRows,
  Stat,
} from '../../../shared/commissions/components/ui.tsx';
import { useCommissionsT } from '../../../shared/commissions/messages.ts';
import { useCommissionsSession } from '../../../shared/commissions/session/use-commissions-session.ts';
import { useCommissionsV1T } from '../messages.ts';
import type { Series } from './insight-series.ts';
import { earnersOf, seriesOf } from './insight-series.ts';

// Approved commissions over time: stacked by department, a line per title, and the top earners, added up by the
// server over every approved batch (only for the companies with Insights: others get 403).
export function CommissionsInsightsScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v1 = useCommissionsV1T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const insights = query.useQuery(
    'get',
    '/compensation/commission-insights',
    { params: { query: { companyId: session.companyId } } },
    { staleTime: 60_000 },
  );
  const periods = insights.data?.periods ?? [];
  const byDepartment = seriesOf(periods, 'byDepartment');
  const byTitle = seriesOf(periods, 'byTitle');
  const earners = earnersOf(insights.data?.topEarners ?? []);
  const money = (cents: number) => formatCents(Math.round(cents), session.locale);
  const periodLabel = (startDate: string) => formatDate(startDate, session.locale);

  return (
    <div className={styles.page}>
      <PageHeader title={title} description={v1('commissionsV1.insights.description')} />
      {insights.isError ? (
        <ErrorState onRetry={() => void insights.refetch()} />
      ) : insights.data === undefined ? (
        <section className={styles.card}>
          <SkeletonRows columns={4} rows={10} label={t('commissions.loading')} />
        </section>
      ) : periods.length === 0 ? (
        <section className={styles.card}>
          <EmptyState
            title={v1('commissionsV1.insights.empty')}
            description={v1('commissionsV1.insights.emptyDescription')}
          />
        </section>
      ) : (
        <>
          <div className={styles.statRow}>
            <Stat label={v1('commissionsV1.insights.periods')} value={periods.length} />
            <Stat
              label={v1('commissionsV1.insights.approvedTotal')}
              value={<Money cents={insights.data.approvedTotal} locale={session.locale} />}
            />
            <Stat label={t('commissions.column.workers')} value={insights.data.workerCount} />
          </div>
          <div className={styles.chartAndTable}>
            <ChartCard
              heading={v1('commissionsV1.insights.byDepartment')}
              series={byDepartment}
              money={money}
              periodLabel={periodLabel}
              kind="bar"
            />
            <section className={styles.card} aria-labelledby="earners-heading">
              <div className={styles.cardHeader}>
                <h2 id="earners-heading" className={styles.subheading}>
                  {v1('commissionsV1.insights.topEarners')}
                </h2>
              </div>
              <DataTable
                label={v1('commissionsV1.insights.topEarners')}
                rows={earners}
                rowKey={(earner) => earner.workerId}
                columns={[
                  { id: 'name', header: t('commissions.column.worker'), cell: (earner) => earner.name },
                  { id: 'title', header: t('commissions.column.title'), cell: (earner) => earner.title },
                  {
                    id: 'total',
                    header: t('commissions.column.total'),
                    numeric: true,
                    cell: (earner) => <Money cents={earner.total} locale={session.locale} />,
                  },
                ]}
              />
            </section>
          </div>
          <ChartCard
            heading={v1('commissionsV1.insights.byTitle')}
            series={byTitle}
            money={money}
            periodLabel={periodLabel}
            kind="line"
          />
        </>
      )}
    </div>
  );
}

function ChartCard({
  heading,
  series,
  money,
  periodLabel,
  kind,
}: {
  heading: string;
  series: Series;
  money: (cents: number) => string;
  periodLabel: (date: string) => string;
  kind: 'bar' | 'line';
}) {
  const v1 = useCommissionsV1T();
  const t = useCommissionsT();
  const id = `chart-${kind}`;
  return (
    <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {heading}
      </h2>
      <Chart
        title={heading}
        hideTitle
        type={kind === 'bar' ? 'stacked-bar' : 'line'}
        data={series.points.map((point) => ({
          ...Object.fromEntries(series.keys.map((key) => [key, Number(point[key])])),
          period: periodLabel(point.startDate),
        }))}
        xKey="period"
        xLabel={t('commissions.column.period')}
        series={series.keys.map((key) => ({ key, label: key }))}
        formatValue={(value) => money(value).replace(/\.00$/, '')}
        height={280}
      />
      <details>
        <summary className={styles.muted}>{v1('commissionsV1.insights.chartSummary')}</summary>
        <DataTable
          label={heading}
          rows={series.points}
          rowKey={(point) => point.period}
          columns={[
            { id: 'period', header: t('commissions.column.period'), cell: (point) => periodLabel(point.startDate) },
            ...series.keys.map((key) => ({
              id: key,
              header: key,
              numeric: true,
              cell: (point: Series['points'][number]) => money(Number(point[key])),
            })),
          ]}
        />
      </details>
    </section>
  );
}
