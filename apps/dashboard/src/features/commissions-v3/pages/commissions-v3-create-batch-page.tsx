import { CreateBatchScreen } from '../../../shared/commissions/batches/create-batch-screen.tsx';
import { useRouteTitle } from '../../../shared/commissions/use-route-title.ts';

export function CommissionsV3CreateBatchPage() {
  const title = useRouteTitle('/commissions-v3/create-batch');
  return <CreateBatchScreen area="commissions-v3" title={title} />;
}
