import { DescriptionList, Drawer, Heading, Stack, StatusPill, Text } from '@cuadre/ui';
import { formatCents, formatDate, formatDateTime, formatPeriod } from '@cuadre/domain';
import type { Invoice } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { invoiceStatusTone } from './billing-labels.ts';

// The invoice's breakdown: what a repayment recovers, or what a fee invoice charges and to whom.
export function InvoiceDrawer({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useEwaT();
  const session = useEwaSession();
  const money = (cents: number) => formatCents(cents, session.locale);
  const date = (value: string) => formatDate(value, session.locale);
  const when = (value: string | null) => (value ? formatDateTime(value, session.locale) : '—');
  return (
    <Drawer
      open
      size="large"
      closeLabel={t('ewa.common.close')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('ewa.invoice.title', { code: invoice.code })}
      description={`${invoice.type === 'fees' ? t('ewa.billing.type.fees') : t('ewa.billing.type.repayment')} · ${t('ewa.invoice.group', { group: invoice.workerGroupCode })}`}
      badge={
        <StatusPill tone={invoiceStatusTone(invoice.status)}>{t(`ewa.billing.status.${invoice.status}`)}</StatusPill>
      }
    >
      <Stack space="large">
        <Stack as="section" space="small" aria-labelledby="ewa-invoice-summary">
          <Heading level={4} as="h3" id="ewa-invoice-summary">
            {t('ewa.invoice.summary')}
          </Heading>
          <DescriptionList
            numeric
            items={[
              {
                term: t('ewa.billing.column.period'),
                description: formatPeriod(invoice.startDate, invoice.endDate, session.locale),
              },
              { term: t('ewa.billing.column.dueDate'), description: date(invoice.dueDate) },
              {
                term: t('ewa.billing.column.notified'),
                description: invoice.notified ? t('ewa.common.yes') : t('ewa.common.no'),
              },
              { term: t('ewa.invoice.paymentStarted'), description: when(invoice.paymentStartedAt) },
              { term: t('ewa.invoice.paymentProcessed'), description: when(invoice.paymentProcessedAt) },
            ]}
          />
        </Stack>
        <Stack as="section" space="small" aria-labelledby="ewa-invoice-breakdown">
          <Heading level={4} as="h3" id="ewa-invoice-breakdown">
            {t('ewa.invoice.breakdown')}
          </Heading>
          {invoice.type === 'fees' ? (
            <DescriptionList
              data-testid="ewa-invoice-breakdown"
              numeric
              items={[
                { term: t('ewa.invoice.employerProcessing'), description: money(invoice.employerProcessing) },
                { term: t('ewa.invoice.userProcessing'), description: money(invoice.userProcessing) },
                { term: t('ewa.invoice.employerRevenue'), description: money(invoice.employerRevenue) },
                {
                  term: t('ewa.invoice.employerSponsoredRevenue'),
                  description: money(invoice.employerSponsoredRevenue),
                },
                { term: t('ewa.invoice.userRevenue'), description: money(invoice.userRevenue) },
                { term: t('ewa.invoice.amountDue'), description: money(invoice.amount), strong: true },
              ]}
            />
          ) : (
            <DescriptionList
              data-testid="ewa-invoice-breakdown"
              numeric
              items={[
                { term: t('ewa.invoice.repaymentAmount'), description: money(invoice.amount) },
                { term: t('ewa.invoice.userRevenue'), description: money(invoice.userRevenue) },
                {
                  term: t('ewa.invoice.revenueStatus'),
                  description: invoice.repaymentRevenueStatus
                    ? t(`ewa.invoice.revenue.${invoice.repaymentRevenueStatus}`)
                    : '—',
                },
                {
                  term: t('ewa.invoice.correlationId'),
                  description: <Text size="small">{invoice.repaymentRevenueCorrelationId ?? '—'}</Text>,
                },
                { term: t('ewa.invoice.amountDue'), description: money(invoice.amount), strong: true },
              ]}
            />
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
