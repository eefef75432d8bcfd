import type { DataTableColumn } from '@cuadre/ui';
import type { BatchSummary } from '../api/batch-queries.ts';
import { describeDepartments, describeSetOfWorkers, describeTitles } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import { BatchStatusPill, Money } from './status.tsx';

const STATUS_WIDTH = 160;
/** A batch's period, whole in Spanish ("21 de sept – 4 de oct de 2026"). */
export const PERIOD_WIDTH = 230;
/** A creator's e-mail address in a column of its own ("admin@borinquen.example"), whole on hover when longer. */
export const CREATOR_WIDTH = 230;

// The columns every list of batches shows between its period and its creator: whom the batch covers, how many workers,
// its total and its status. The figures and the status take what their values need, so whom the batch covers gets the
// rest: its brands and departments, the titles under them.
export function useBatchSummaryColumns(): DataTableColumn<BatchSummary>[] {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  return [
    {
      id: 'covers',
      header: t('commissions.column.covers'),
      value: (batch) => describeSetOfWorkers(batch.setOfWorkers),
      cell: (batch) => describeDepartments(batch.setOfWorkers),
      secondary: (batch) => describeTitles(batch.setOfWorkers),
    },
    {
      id: 'workers',
      header: t('commissions.column.workers'),
      numeric: true,
      width: 96,
      value: (batch) => batch.workerCount,
    },
    {
      id: 'total',
      header: t('commissions.column.total'),
      numeric: true,
      width: 130,
      value: (batch) => batch.total,
      cell: (batch) => <Money cents={batch.total} locale={session.locale} />,
    },
    {
      id: 'status',
      header: t('commissions.column.status'),
      // The longest pill whole ("Pending approval"); the covers column gives way, with an ellipsis and its title.
      width: STATUS_WIDTH,
      value: (batch) => batch.status,
      cell: (batch) => <BatchStatusPill status={batch.status} />,
    },
  ];
}
