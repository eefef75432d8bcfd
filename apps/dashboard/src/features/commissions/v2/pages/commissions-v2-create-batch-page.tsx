import { CreateBatchScreen } from '../../batches/create-batch-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV2CreateBatchPage() {
  const title = useRouteTitle('/commissions-v2/create-batch');
  return <CreateBatchScreen area="commissions-v2" title={title} />;
}
