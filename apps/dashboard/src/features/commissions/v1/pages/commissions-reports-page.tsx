import { useRouteTitle } from '../../use-route-title.ts';
import { CommissionsReportsScreen } from '../reports/reports-screen.tsx';

export function CommissionsReportsPage() {
  const title = useRouteTitle('/commissions/reports');
  return <CommissionsReportsScreen title={title} />;
}
