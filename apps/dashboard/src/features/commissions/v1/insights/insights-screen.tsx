import { formatCents, formatDate } from '@cuadre/domain';
import {
  Card,
  Chart,
  Column,
  Columns,
  DataTable,
  EmptyState,
  PageHeader,
  Stack,
  Stat,
  Text,
  Heading,
} from '@cuadre/ui';
import { useCommissionsApi } from '../../api/commissions-api.ts';
import * as styles from '../../components/commissions.css.ts';
import { Money } from '../../components/status.tsx';
import { fixedColumns } from '../../components/labels.ts';
import { LoadFailed, LoadingRows } from '../../components/load-states.tsx';
import { TableHeading } from '../../components/table-heading.tsx';
import { useCommissionsT } from '../../messages.ts';
import { useCommissionsSession } from '../../session/use-commissions-session.ts';
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
    <Stack space="medium">
      <PageHeader title={title} description={v1('commissionsV1.insights.description')} />
      {insights.isError ? (
        <LoadFailed onRetry={() => void insights.refetch()} />
      ) : insights.data === undefined ? (
        <Card>
          <LoadingRows rows={10} />
        </Card>
      ) : periods.length === 0 ? (
        <Card>
          <EmptyState
            title={v1('commissionsV1.insights.empty')}
            description={v1('commissionsV1.insights.emptyDescription')}
          />
        </Card>
      ) : (
        <>
          <Columns space="small" collapseBelow="tablet">
            <Column>
              <Card>
                <Stat label={v1('commissionsV1.insights.periods')} value={String(periods.length)} />
              </Card>
            </Column>
            <Column>
              <Card>
                <Stat
                  label={v1('commissionsV1.insights.approvedTotal')}
                  value={money(insights.data.approvedTotal)}
                  negative={insights.data.approvedTotal < 0}
                />
              </Card>
            </Column>
            <Column>
              <Card>
                <Stat label={t('commissions.column.workers')} value={String(insights.data.workerCount)} />
              </Card>
            </Column>
          </Columns>
          <div className={styles.chartAndTable}>
            <ChartCard
              heading={v1('commissionsV1.insights.byDepartment')}
              series={byDepartment}
              money={money}
              periodLabel={periodLabel}
              kind="bar"
            />
            <Stack space="small">
              <DataTable
                toolbar={<TableHeading title={v1('commissionsV1.insights.topEarners')} />}
                label={v1('commissionsV1.insights.topEarners')}
                data={earners}
                getRowId={(earner) => earner.workerId}
                columns={fixedColumns(earners, [
                  { id: 'name', header: t('commissions.column.worker'), value: (earner) => earner.name },
                  // "Account Executive" whole; the name takes the rest.
                  { id: 'title', header: t('commissions.column.title'), value: (earner) => earner.title, width: 150 },
                  {
                    id: 'total',
                    header: t('commissions.column.total'),
                    numeric: true,
                    // As wide as a total ("Alondra Pagán Nieves" whole beside it and the title).
                    width: 110,
                    value: (earner) => earner.total,
                    cell: (earner) => <Money cents={earner.total} locale={session.locale} />,
                  },
                ])}
              />
            </Stack>
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
    </Stack>
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
  return (
    <Card>
      <Stack space="small">
        <Heading level={4} as="h2">
          {heading}
        </Heading>
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
          <summary>
            <Text size="small" tone="muted">
              {v1('commissionsV1.insights.chartSummary')}
            </Text>
          </summary>
          <DataTable
            label={heading}
            data={series.points}
            getRowId={(point) => point.period}
            columns={fixedColumns(series.points, [
              {
                id: 'period',
                header: t('commissions.column.period'),
                value: (point) => periodLabel(point.startDate),
              },
              ...series.keys.map((key) => ({
                id: key,
                header: key,
                numeric: true,
                value: (point: Series['points'][number]) => money(Number(point[key])),
              })),
            ])}
          />
        </details>
      </Stack>
    </Card>
  );
}
