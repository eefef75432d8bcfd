import type { InvoiceStatus } from '../api/ewa-types.ts';
import type { BadgeTone } from '@cuadre/ui';

export const invoiceStatusTone = (status: InvoiceStatus): BadgeTone => {
  switch (status) {
    case 'paid':
      return 'positive';
    case 'failed':
      return 'critical';
    case 'processing':
      return 'info';
    case 'pending':
      return 'caution';
    case 'scheduled':
      return 'primary';
    case 'canceled':
      return 'neutral';
    default:
      return status satisfies never;
  }
};
