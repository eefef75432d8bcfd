import { BatchListScreen } from '../../batches/batch-list-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV2HomePage() {
  const title = useRouteTitle('/commissions-v2/home');
  return <BatchListScreen area="commissions-v2" title={title} />;
}
