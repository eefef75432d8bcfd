import { BatchListScreen } from '../../batches/batch-list-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV3HomePage() {
  const title = useRouteTitle('/commissions-v3/home');
  return <BatchListScreen area="commissions-v3" title={title} />;
}
