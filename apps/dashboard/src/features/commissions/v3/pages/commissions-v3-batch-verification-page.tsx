import { BatchVerificationScreen } from '../../batches/batch-verification-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV3BatchVerificationPage() {
  const title = useRouteTitle('/commissions-v3/batch-verification');
  return <BatchVerificationScreen area="commissions-v3" title={title} />;
}
