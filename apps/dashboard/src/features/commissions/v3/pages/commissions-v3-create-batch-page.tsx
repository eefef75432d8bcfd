import { CreateBatchScreen } from '../../batches/create-batch-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV3CreateBatchPage() {
  const title = useRouteTitle('/commissions-v3/create-batch');
  return <CreateBatchScreen area="commissions-v3" title={title} />;
}
