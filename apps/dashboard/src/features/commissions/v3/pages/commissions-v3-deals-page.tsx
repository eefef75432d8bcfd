import { useRouteTitle } from '../../use-route-title.ts';
import { DealsScreen } from '../deals/deals-screen.tsx';

export function CommissionsV3DealsPage() {
  const title = useRouteTitle('/commissions-v3/deals');
  return <DealsScreen title={title} />;
}
