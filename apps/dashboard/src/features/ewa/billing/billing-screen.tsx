import {
  Badge,
  Button,
  Card,
  Chart,
  Column,
  Columns,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  Stat,
  StatusPill,
  Text,
  type SortingState,
  type DataTableColumn,
} from '@cuadre/ui';
import { formatCents, formatDate, formatPeriod, perLocale } from '@cuadre/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { invoicesQuery } from '../api/ewa-queries.ts';
import type { Invoice } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { BankDetailsCard } from './bank-details-card.tsx';
import { invoiceStatusTone } from './billing-labels.ts';
import { InvoiceDrawer } from './invoice-drawer.tsx';
import type { InvoiceFilters } from './invoice-summary.ts';
import { INVOICE_STATUSES, INVOICE_TYPES, filterInvoices, invoiceTotals, invoicedPerMonth } from './invoice-summary.ts';

export function BillingScreen() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  useDocumentTitle(t('ewa.billing.title'));
  const invoices = useQuery(invoicesQuery(client, session.companyId));
  const [filters, setFilters] = useState<InvoiceFilters>({ status: 'all', type: 'all' });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'dueDate', desc: true }]);
  const [selected, setSelected] = useState<Invoice | null>(null);
  const money = (cents: number) => formatCents(cents, session.locale);
  const date = (value: string) => formatDate(value, session.locale);
  const visible = useMemo(() => filterInvoices(invoices.data ?? [], filters), [invoices.data, filters]);
  const totals = invoiceTotals(visible);
  const months = invoicedPerMonth(invoices.data ?? []).slice(-12);
  const canSeeBank = session.allowed('settings.bank-details.edit');

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'type',
      header: t('ewa.billing.column.type'),
      value: (invoice) => (invoice.type === 'fees' ? t('ewa.billing.type.fees') : t('ewa.billing.type.repayment')),
    },
    {
      id: 'code',
      header: t('ewa.billing.column.code'),
      value: (invoice) => invoice.code,
      cell: (invoice) => (
        <Button variant="link" size="sm" onClick={() => setSelected(invoice)}>
          {invoice.code}
        </Button>
      ),
    },
    {
      id: 'period',
      header: t('ewa.billing.column.period'),
      width: 230,
      value: (invoice) => invoice.startDate,
      cell: (invoice) => formatPeriod(invoice.startDate, invoice.endDate, session.locale),
    },
    {
      id: 'dueDate',
      header: t('ewa.billing.column.dueDate'),
      value: (invoice) => invoice.dueDate,
      cell: (invoice) => date(invoice.dueDate),
    },
    {
      id: 'amount',
      header: t('ewa.billing.column.amount'),
      numeric: true,
      value: (invoice) => invoice.amount,
      cell: (invoice) => money(invoice.amount),
    },
    {
      id: 'status',
      header: t('ewa.billing.column.status'),
      value: (invoice) => invoice.status,
      cell: (invoice) => (
        <StatusPill tone={invoiceStatusTone(invoice.status)}>{t(`ewa.billing.status.${invoice.status}`)}</StatusPill>
      ),
    },
    {
      id: 'notified',
      header: t('ewa.billing.column.notified'),
      value: (invoice) => (invoice.notified ? 1 : 0),
      sortable: false,
      cell: (invoice) =>
        invoice.notified ? (
          <Badge tone="positive">
            <Check size={14} aria-hidden="true" />
            {t('ewa.common.yes')}
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Minus size={14} aria-hidden="true" />
            {t('ewa.common.no')}
          </Badge>
        ),
    },
  ];

  const stats = [
    { key: 'invoiced', label: t('ewa.billing.total.invoiced'), value: totals.invoiced, negative: false },
    { key: 'paid', label: t('ewa.billing.total.paid'), value: totals.paid, negative: false },
    { key: 'open', label: t('ewa.billing.total.open'), value: totals.open, negative: false },
    { key: 'failed', label: t('ewa.billing.total.failed'), value: totals.failed, negative: totals.failed > 0 },
  ];

  return (
    <Stack space="medium">
      <PageHeader title={t('ewa.billing.title')} description={t('ewa.billing.description')} />
      <Columns as="section" space="small" aria-label={t('ewa.billing.summaryLabel')}>
        <Column width="1/3">
          <Card>
            <Stack space="medium">
              {stats.map((stat) => (
                <div key={stat.key} data-testid={`ewa-billing-${stat.key}`}>
                  <Stat
                    label={stat.label}
                    value={money(stat.value)}
                    negative={stat.negative}
                    loading={invoices.data === undefined}
                  />
                </div>
              ))}
            </Stack>
          </Card>
        </Column>
        <Column>
          <Card title={t('ewa.billing.chartTitle')} description={t('ewa.billing.chartCaption')}>
            {invoices.data ? (
              <Chart
                title={t('ewa.billing.chartSummary', {
                  total: money(months.reduce((sum, month) => sum + month.repayment + month.fees, 0)),
                })}
                hideTitle
                type="stacked-bar"
                data={months.map((month) => ({
                  month: chartMonthFormat(session.locale).format(new Date(`${month.month}-15T12:00:00Z`)),
                  repayment: month.repayment,
                  fees: month.fees,
                }))}
                xKey="month"
                xLabel={t('ewa.chart.month')}
                series={[
                  { key: 'repayment', label: t('ewa.billing.type.repayment') },
                  { key: 'fees', label: t('ewa.billing.type.fees') },
                ]}
                formatValue={money}
                height={180}
              />
            ) : (
              <Skeleton height={180} />
            )}
          </Card>
        </Column>
      </Columns>

      <Stack space="small">
        <Heading level={2}>{t('ewa.billing.tableLabel')}</Heading>
        <DataTable
          toolbar={
            <Inline space="small" alignY="bottom">
              <Select
                label={t('ewa.billing.column.status')}
                value={filters.status}
                onValueChange={(status) =>
                  setFilters((current) => ({ ...current, status: status as InvoiceFilters['status'] }))
                }
                options={[
                  { value: 'all', label: t('ewa.common.all') },
                  ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`ewa.billing.status.${status}`) })),
                ]}
              />
              <Select
                label={t('ewa.billing.column.type')}
                value={filters.type}
                onValueChange={(type) =>
                  setFilters((current) => ({ ...current, type: type as InvoiceFilters['type'] }))
                }
                options={[
                  { value: 'all', label: t('ewa.common.all') },
                  ...INVOICE_TYPES.map((type) => ({ value: type, label: t(`ewa.billing.type.${type}`) })),
                ]}
              />
            </Inline>
          }
          label={t('ewa.billing.tableLabel')}
          columns={columns}
          data={visible}
          getRowId={(invoice) => invoice.id}
          status={invoices.isPending ? 'loading' : invoices.isError ? 'error' : 'success'}
          errorMessage={`${t('ewa.billing.loadError')} ${t('ewa.common.loadErrorDescription')}`}
          onRetry={() => void invoices.refetch()}
          sorting={sorting}
          onSortingChange={setSorting}
          labels={{ retry: t('ewa.common.retry'), columns: t('ewa.employees.columns') }}
          empty={<EmptyState title={t('ewa.billing.empty.title')} description={t('ewa.billing.empty.description')} />}
        />
        <Text tone="muted" size="small">
          {t('ewa.billing.count', { count: totals.count })}
        </Text>
      </Stack>

      {canSeeBank ? <BankDetailsCard /> : null}
      {selected ? <InvoiceDrawer invoice={selected} onClose={() => setSelected(null)} /> : null}
    </Stack>
  );
}

const chartMonthFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
);
