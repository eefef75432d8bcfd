import { PageHeader, Stack, Tabs } from '@cuadre/ui';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useInsuranceSession, useInsuranceT } from '../hooks/use-insurance.ts';
import { ArrearsPanel } from './arrears-panel.tsx';
import { BalancesPanel } from './balances-panel.tsx';
import type { DrawerWorker } from './worker-drawer.tsx';

// The ledger drawer (entry forms, date picker) downloads when a worker is first opened, not with the table.
const WorkerDrawer = lazy(() => import('./worker-drawer.tsx').then((module) => ({ default: module.WorkerDrawer })));

// /insurance/home: the balances table and the workers falling behind, each opening a worker's ledger.
export function InsuranceHomeScreen() {
  const t = useInsuranceT();
  const session = useInsuranceSession();
  const [worker, setWorker] = useState<DrawerWorker | null>(null);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const open = useCallback((row: DrawerWorker) => {
    setDrawerWanted(true);
    setWorker(row);
  }, []);
  useDocumentTitle(t('insurance.home.title'));
  return (
    <Stack space="medium">
      <PageHeader title={t('insurance.home.title')} description={t('insurance.home.description')} />
      <Tabs
        label={t('insurance.tabs.label')}
        items={[
          {
            value: 'balances',
            label: t('insurance.tab.balances'),
            content: <BalancesPanel session={session} t={t} onOpen={open} />,
          },
          {
            value: 'arrears',
            label: t('insurance.tab.arrears'),
            content: <ArrearsPanel session={session} t={t} onOpen={open} />,
          },
        ]}
      />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <WorkerDrawer worker={worker} session={session} t={t} onClose={() => setWorker(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
