import { BatchDetailsScreen } from '../../batches/batch-details-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV2BatchDetailsPage() {
  const title = useRouteTitle('/commissions-v2/batch-details');
  return <BatchDetailsScreen area="commissions-v2" title={title} />;
}
