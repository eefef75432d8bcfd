import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents, sumCents } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import type { TipsTranslate } from '../hooks/use-tips-t.ts';
import { ShareStatus } from './share-status.tsx';
import { fixedColumn } from './ui-text.ts';

/** A split's tip and what it gave away, as figure columns of the given width. */
export function splitAmountColumns(
  t: TipsTranslate,
  locale: Locale,
  width: number,
): DataTableColumn<Schemas['TipSplit']>[] {
  return [
    {
      id: 'tip',
      header: t('tips.col.tip'),
      value: (split) => split.initialAmount,
      cell: (split) => formatCents(split.initialAmount, locale),
      numeric: true,
      width,
      ...fixedColumn,
    },
    {
      id: 'split',
      header: t('tips.col.split'),
      value: (split) => sumCents(split.splits.map((item) => item.amount)),
      cell: (split) => formatCents(sumCents(split.splits.map((item) => item.amount)), locale),
      numeric: true,
      width,
      ...fixedColumn,
    },
  ];
}

/** A split's shares: who receives each, how much, and its status, a failure's reason wrapping under it. */
export function splitShareColumns(
  t: TipsTranslate,
  locale: Locale,
  nameOf: (workerId: Schemas['TipSplitItem']['workerId']) => string,
  widths: { amount: number; status: number },
): DataTableColumn<Schemas['TipSplitItem']>[] {
  return [
    { id: 'worker', header: t('tips.col.worker'), value: (item) => nameOf(item.workerId), ...fixedColumn },
    {
      id: 'amount',
      header: t('tips.col.amount'),
      value: (item) => item.amount,
      cell: (item) => formatCents(item.amount, locale),
      numeric: true,
      width: widths.amount,
      ...fixedColumn,
    },
    {
      id: 'status',
      header: t('tips.col.status'),
      value: (item) => item.status,
      cell: (item) => (
        <div style={{ whiteSpace: 'normal' }}>
          <ShareStatus item={item} />
        </div>
      ),
      width: widths.status,
      ...fixedColumn,
    },
  ];
}
