import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { Batch } from '../api/batch-queries.ts';
import { useBatch } from '../api/batch-queries.ts';
import type { BatchArea } from '../area.ts';
import { areaPath, isBatchArea } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { EmptyState, ErrorState, PageHeader, SkeletonRows } from '../components/ui.tsx';
import { useCommissionsT } from '../messages.ts';
import { useBatchId } from './use-batch-id.ts';

export function BackToBatches({ area }: { area: BatchArea }) {
  const t = useCommissionsT();
  return (
    <Link className={styles.backLink} to={areaPath(area, 'home')}>
      <ArrowLeft size={14} aria-hidden="true" />
      {t('commissions.action.backToBatches')}
    </Link>
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
  if (id === null || otherArea !== null || batch.error?.status === 404 || batch.error?.status === 400) {
    return (
      <div className={styles.page}>
        <PageHeader title={title} back={<BackToBatches area={area} />} />
        <section className={styles.card}>
          <EmptyState
            title={t('commissions.empty.noBatch.title')}
            description={t('commissions.empty.noBatch.description')}
          />
        </section>
      </div>
    );
  }
  if (batch.isError) {
    return (
      <div className={styles.page}>
        <PageHeader title={title} back={<BackToBatches area={area} />} />
        <ErrorState onRetry={() => void batch.refetch()} />
      </div>
    );
  }
  if (batch.data === undefined) {
    return (
      <div className={styles.page}>
        <PageHeader title={title} back={<BackToBatches area={area} />} />
        <section className={styles.card}>
          <SkeletonRows columns={6} label={t('commissions.loading')} />
        </section>
      </div>
    );
  }
  return <>{children(batch.data)}</>;
}
