import { CreateBatchScreen } from '../../../shared/commissions/batches/create-batch-screen.tsx';
import { useRouteTitle } from '../../../shared/commissions/use-route-title.ts';

export function CommissionsV2CreateBatchPage() {
  const title = useRouteTitle('/commissions-v2/create-batch');
  return <CreateBatchScreen area="commissions-v2" title={title} />;
}
