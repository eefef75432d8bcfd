import { Chart, EmptyState, PageHeader, Skeleton, StatusPill } from '@cuadre/ui';
import { formatCents, formatDate, perLocale } from '@cuadre/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { invoicesQuery } from '../api/ewa-queries.ts';
import type { Invoice } from '../api/ewa-types.ts';
import type { TableColumn, TableSort } from '../components/data-table.tsx';
import { DataTable } from '../components/data-table.tsx';
import * as styles from '../components/ewa.css.ts';
import { SelectField } from '../components/fields.tsx';
import { ErrorState, TableSkeleton } from '../components/states.tsx';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { BankDetailsCard } from './bank-details-card.tsx';
import { invoiceStatusTone } from './billing-labels.ts';
import { InvoiceDrawer } from './invoice-drawer.tsx';
import type { InvoiceFilters } from './invoice-summary.ts';
import { INVOICE_STATUSES, INVOICE_TYPES, filterInvoices, invoiceTotals, invoicedPerMonth } from './invoice-summary.ts';

type Column = 'type' | 'code' | 'period' | 'dueDate' | 'amount' | 'status' | 'notified';

export function BillingScreen() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  useDocumentTitle(t('ewa.billing.title'));
  const invoices = useQuery(invoicesQuery(client, session.companyId));
  const [filters, setFilters] = useState<InvoiceFilters>({ status: 'all', type: 'all' });
  const [sort, setSort] = useState<TableSort<Column>>({ column: 'dueDate', direction: 'descending' });
  const [selected, setSelected] = useState<Invoice | null>(null);
  const money = (cents: number) => formatCents(cents, session.locale);
  const date = (value: string) => formatDate(value, session.locale);
  const visible = useMemo(
    () => sortInvoices(filterInvoices(invoices.data ?? [], filters), sort),
    [invoices.data, filters, sort],
  );
  const totals = invoiceTotals(visible);
  const months = invoicedPerMonth(invoices.data ?? []).slice(-12);
  const canSeeBank = session.allowed('settings.bank-details.edit');

  const columns: TableColumn<Invoice, Column>[] = [
    {
      id: 'type',
      header: t('ewa.billing.column.type'),
      cell: (invoice) => (invoice.type === 'fees' ? t('ewa.billing.type.fees') : t('ewa.billing.type.repayment')),
      sortable: true,
    },
    {
      id: 'code',
      header: t('ewa.billing.column.code'),
      sortable: true,
      cell: (invoice) => (
        <button type="button" className={styles.rowButton} onClick={() => setSelected(invoice)}>
          {invoice.code}
        </button>
      ),
    },
    {
      id: 'period',
      header: t('ewa.billing.column.period'),
      cell: (invoice) => `${date(invoice.startDate)} – ${date(invoice.endDate)}`,
      sortable: true,
    },
    {
      id: 'dueDate',
      header: t('ewa.billing.column.dueDate'),
      cell: (invoice) => date(invoice.dueDate),
      sortable: true,
    },
    {
      id: 'amount',
      header: t('ewa.billing.column.amount'),
      numeric: true,
      cell: (invoice) => money(invoice.amount),
      sortable: true,
    },
    {
      id: 'status',
      header: t('ewa.billing.column.status'),
      cell: (invoice) => (
        <StatusPill tone={invoiceStatusTone(invoice.status)}>{t(`ewa.billing.status.${invoice.status}`)}</StatusPill>
      ),
      sortable: true,
    },
    {
      id: 'notified',
      header: t('ewa.billing.column.notified'),
      cell: (invoice) =>
        invoice.notified ? (
          <span className={styles.positive} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <Check size={14} aria-hidden="true" />
            {t('ewa.common.yes')}
          </span>
        ) : (
          <span className={styles.muted} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <Minus size={14} aria-hidden="true" />
            {t('ewa.common.no')}
          </span>
        ),
    },
  ];

  const stats = [
    { key: 'invoiced', label: t('ewa.billing.total.invoiced'), value: totals.invoiced, tone: undefined },
    { key: 'paid', label: t('ewa.billing.total.paid'), value: totals.paid, tone: styles.positive },
    { key: 'open', label: t('ewa.billing.total.open'), value: totals.open, tone: undefined },
    {
      key: 'failed',
      label: t('ewa.billing.total.failed'),
      value: totals.failed,
      tone: totals.failed > 0 ? styles.critical : undefined,
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader title={t('ewa.billing.title')} description={t('ewa.billing.description')} />
      <section className={styles.statsAndChart} aria-label={t('ewa.billing.summaryLabel')}>
        <div className={styles.card}>
          <dl className={styles.statList}>
            {stats.map((stat) => (
              <div key={stat.key} className={styles.statLine}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd
                  className={`${styles.statValue} ${stat.tone ?? ''}`}
                  style={{ margin: 0 }}
                  data-testid={`ewa-billing-${stat.key}`}
                >
                  {invoices.data ? money(stat.value) : <Skeleton width={110} height={20} />}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.card}>
          <div className={styles.cardHeader}>
            <h2 className={styles.sectionTitle}>{t('ewa.billing.chartTitle')}</h2>
            <span className={styles.muted}>{t('ewa.billing.chartCaption')}</span>
          </div>
          <div className={styles.cardBody}>
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
              <div className={styles.chartBox}>
                <Skeleton height={180} />
              </div>
            )}
          </div>
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 className={styles.sectionTitle}>{t('ewa.billing.tableLabel')}</h2>
        </div>
        <div className={styles.cardBody}>
          <div className={styles.toolbar}>
            <SelectField
              label={t('ewa.billing.column.status')}
              value={filters.status}
              onChange={(status) => setFilters((current) => ({ ...current, status }))}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`ewa.billing.status.${status}`) })),
              ]}
            />
            <SelectField
              label={t('ewa.billing.column.type')}
              value={filters.type}
              onChange={(type) => setFilters((current) => ({ ...current, type }))}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...INVOICE_TYPES.map((type) => ({ value: type, label: t(`ewa.billing.type.${type}`) })),
              ]}
            />
          </div>
        </div>
        {invoices.isPending ? (
          <TableSkeleton columns={columns.length} label={t('ewa.common.loading')} />
        ) : invoices.isError ? (
          <ErrorState title={t('ewa.billing.loadError')} onRetry={() => void invoices.refetch()} />
        ) : (
          <DataTable
            label={t('ewa.billing.tableLabel')}
            rows={visible}
            columns={columns}
            rowKey={(invoice) => invoice.id}
            sort={sort}
            onSortChange={setSort}
            selectedKey={selected?.id ?? null}
            maxHeight="max(320px, calc(100vh - 460px))"
            empty={<EmptyState title={t('ewa.billing.empty.title')} description={t('ewa.billing.empty.description')} />}
            footer={<span>{t('ewa.billing.count', { count: totals.count })}</span>}
          />
        )}
      </section>

      {canSeeBank ? <BankDetailsCard /> : null}
      {selected ? <InvoiceDrawer invoice={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
const chartMonthFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
);

function sortInvoices(invoices: readonly Invoice[], sort: TableSort<Column>): Invoice[] {
  const value = (invoice: Invoice): string | number => {
    switch (sort.column) {
      case 'amount':
        return invoice.amount;
      case 'period':
        return invoice.startDate;
      case 'notified':
        return invoice.notified ? 1 : 0;
      case 'type':
      case 'code':
      case 'dueDate':
      case 'status':
        return invoice[sort.column];
      default:
        return sort.column satisfies never;
    }
  };
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return invoices
    .map((invoice, position) => ({ invoice, position, key: value(invoice) }))
    .sort((a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order !== 0 ? order * factor : a.position - b.position;
    })
    .map((entry) => entry.invoice);
}
