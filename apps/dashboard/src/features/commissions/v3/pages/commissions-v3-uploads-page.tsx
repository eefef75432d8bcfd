import { useRouteTitle } from '../../use-route-title.ts';
import { UploadsScreen } from '../uploads/uploads-screen.tsx';

export function CommissionsV3UploadsPage() {
  const title = useRouteTitle('/commissions-v3/uploads');
  return <UploadsScreen title={title} />;
}
