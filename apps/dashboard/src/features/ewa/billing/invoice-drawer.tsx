import { Drawer, StatusPill } from '@cuadre/ui';
import { formatCents, formatDate, formatDateTime } from '@cuadre/domain';
import type { ReactNode } from 'react';
import type { Invoice } from '../api/ewa-types.ts';
import * as styles from '../components/ewa.css.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { invoiceStatusTone } from './billing-labels.ts';

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className={styles.dt} style={strong ? { fontWeight: 600, color: 'inherit' } : undefined}>
        {label}
      </dt>
      <dd className={styles.dd} style={{ textAlign: 'right', ...(strong ? { fontWeight: 600 } : {}) }}>
        {children}
      </dd>
    </>
  );
}

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
      <div className={styles.drawerBody}>
        <section className={styles.section} aria-labelledby="ewa-invoice-summary">
          <h3 className={styles.sectionTitle} id="ewa-invoice-summary">
            {t('ewa.invoice.summary')}
          </h3>
          <dl className={styles.definitionList}>
            <Line
              label={t('ewa.billing.column.period')}
            >{`${date(invoice.startDate)} – ${date(invoice.endDate)}`}</Line>
            <Line label={t('ewa.billing.column.dueDate')}>{date(invoice.dueDate)}</Line>
            <Line label={t('ewa.billing.column.notified')}>
              {invoice.notified ? t('ewa.common.yes') : t('ewa.common.no')}
            </Line>
            <Line label={t('ewa.invoice.paymentStarted')}>{when(invoice.paymentStartedAt)}</Line>
            <Line label={t('ewa.invoice.paymentProcessed')}>{when(invoice.paymentProcessedAt)}</Line>
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="ewa-invoice-breakdown">
          <h3 className={styles.sectionTitle} id="ewa-invoice-breakdown">
            {t('ewa.invoice.breakdown')}
          </h3>
          {invoice.type === 'fees' ? (
            <dl className={styles.definitionList} data-testid="ewa-invoice-breakdown">
              <Line label={t('ewa.invoice.employerProcessing')}>{money(invoice.employerProcessing)}</Line>
              <Line label={t('ewa.invoice.userProcessing')}>{money(invoice.userProcessing)}</Line>
              <Line label={t('ewa.invoice.employerRevenue')}>{money(invoice.employerRevenue)}</Line>
              <Line label={t('ewa.invoice.employerSponsoredRevenue')}>{money(invoice.employerSponsoredRevenue)}</Line>
              <Line label={t('ewa.invoice.userRevenue')}>{money(invoice.userRevenue)}</Line>
              <Line label={t('ewa.invoice.amountDue')} strong>
                {money(invoice.amount)}
              </Line>
            </dl>
          ) : (
            <dl className={styles.definitionList} data-testid="ewa-invoice-breakdown">
              <Line label={t('ewa.invoice.repaymentAmount')}>{money(invoice.amount)}</Line>
              <Line label={t('ewa.invoice.userRevenue')}>{money(invoice.userRevenue)}</Line>
              <Line label={t('ewa.invoice.revenueStatus')}>
                {invoice.repaymentRevenueStatus ? t(`ewa.invoice.revenue.${invoice.repaymentRevenueStatus}`) : '—'}
              </Line>
              <Line label={t('ewa.invoice.correlationId')}>
                <span className={styles.mono}>{invoice.repaymentRevenueCorrelationId ?? '—'}</span>
              </Line>
              <Line label={t('ewa.invoice.amountDue')} strong>
                {money(invoice.amount)}
              </Line>
            </dl>
          )}
        </section>
      </div>
    </Drawer>
  );
}
