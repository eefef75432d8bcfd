import { BatchVerificationScreen } from '../../batches/batch-verification-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV2BatchVerificationPage() {
  const title = useRouteTitle('/commissions-v2/batch-verification');
  return <BatchVerificationScreen area="commissions-v2" title={title} />;
}
