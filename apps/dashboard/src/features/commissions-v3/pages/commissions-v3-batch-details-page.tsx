import { BatchDetailsScreen } from '../../../shared/commissions/batches/batch-details-screen.tsx';
import { useRouteTitle } from '../../../shared/commissions/use-route-title.ts';

export function CommissionsV3BatchDetailsPage() {
  const title = useRouteTitle('/commissions-v3/batch-details');
  return <BatchDetailsScreen area="commissions-v3" title={title} />;
}
