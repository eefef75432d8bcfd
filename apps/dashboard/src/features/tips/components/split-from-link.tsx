import type { Locale } from '@cuadre/domain';
import { Suspense, lazy } from 'react';
import type { SplitLink } from '../hooks/use-split-link.ts';

// The drawer and its query download when a split is first opened (or a link to one is followed).
const SplitDetailsDrawer = lazy(() =>
  import('./split-details-drawer.tsx').then((module) => ({ default: module.SplitDetailsDrawer })),
);

// The drawer of the split the address names, if any.
export function SplitFromLink({ link, locale }: { link: SplitLink; locale: Locale }) {
  if (link.splitId === null) return null;
  return (
    <Suspense fallback={null}>
      <SplitDetailsDrawer key={link.splitId} splitId={link.splitId} locale={locale} onClose={link.close} />
    </Suspense>
  );
}
