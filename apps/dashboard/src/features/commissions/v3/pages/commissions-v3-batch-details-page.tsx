import { BatchDetailsScreen } from '../../batches/batch-details-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV3BatchDetailsPage() {
  const title = useRouteTitle('/commissions-v3/batch-details');
  return <BatchDetailsScreen area="commissions-v3" title={title} />;
}
