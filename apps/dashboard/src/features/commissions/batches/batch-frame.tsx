import { formatPeriod } from '@cuadre/domain';
import { buttonClassName, Card, EmptyState, Inline, PageHeader, Stack } from '@cuadre/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { Batch } from '../api/batch-queries.ts';
import { useBatch } from '../api/batch-queries.ts';
import type { BatchArea } from '../area.ts';
import { areaPath, isBatchArea } from '../area.ts';
import { LoadFailed, LoadingRows } from '../components/load-states.tsx';
import { BatchStatusPill } from '../components/status.tsx';
import { describeSetOfWorkers } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import { useBatchId } from './use-batch-id.ts';

export function BackToBatches({ area }: { area: BatchArea }) {
  const t = useCommissionsT();
  return (
    <Link className={buttonClassName('ghost', 'sm')} to={areaPath(area, 'home')}>
      <ArrowLeft size={14} aria-hidden="true" />
      {t('commissions.action.backToBatches')}
    </Link>
  );
}

// A batch page's header: the way back to the list above the design system's page header.
export function BatchPageHeader({
  area,
  title,
  description,
  actions,
}: {
  area: BatchArea;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack space="xsmall" align="left">
      <BackToBatches area={area} />
      <PageHeader title={title} description={description} actions={actions} />
    </Stack>
  );
}

// An open batch's page header: its period and workers under the title, its status first among the page's actions.
export function OpenBatchHeader({
  area,
  title,
  batch,
  children,
}: {
  area: BatchArea;
  title: string;
  batch: Batch;
  children: ReactNode;
}) {
  const session = useCommissionsSession();
  return (
    <BatchPageHeader
      area={area}
      title={title}
      description={`${formatPeriod(batch.startDate, batch.endDate, session.locale)} · ${describeSetOfWorkers(batch.setOfWorkers)}`}
      actions={
        <Inline space="xsmall" alignY="center">
          <BatchStatusPill status={batch.status} />
          {children}
        </Inline>
      }
    />
  );
}

// Loads the batch named in the address and hands it over; a title, a skeleton, an error or "choose a batch" meanwhile.
// A batch of another area opens on that area's own page; a Parts & Services batch has none, and is not found here.
export function BatchFrame({
  area,
  title,
  children,
}: {
  area: BatchArea;
  title: string;
  children: (batch: Batch) => ReactNode;
}) {
  const t = useCommissionsT();
  const id = useBatchId();
  const batch = useBatch(id);
  const location = useLocation();
  const otherArea = batch.data !== undefined && batch.data.area !== area ? batch.data.area : null;
  if (otherArea !== null && isBatchArea(otherArea)) {
    return <Navigate replace to={`${location.pathname.replace(/^\/[^/]+/, `/${otherArea}`)}${location.search}`} />;
  }
  const notFound = id === null || otherArea !== null || batch.error?.status === 404 || batch.error?.status === 400;
  if (batch.data !== undefined && !notFound) return <>{children(batch.data)}</>;
  return (
    <Stack space="medium">
      <BatchPageHeader area={area} title={title} />
      {notFound ? (
        <Card>
          <EmptyState
            headingLevel={2}
            title={t('commissions.empty.noBatch.title')}
            description={t('commissions.empty.noBatch.description')}
          />
        </Card>
      ) : batch.isError ? (
        <LoadFailed onRetry={() => void batch.refetch()} />
      ) : (
        <Card>
          <LoadingRows rows={6} />
        </Card>
      )}
    </Stack>
  );
}
