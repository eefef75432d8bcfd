import { useRouteTitle } from '../../use-route-title.ts';
import { CommissionsInsightsScreen } from '../insights/insights-screen.tsx';

export function CommissionsInsightsPage() {
  const title = useRouteTitle('/commissions/insights');
  return <CommissionsInsightsScreen title={title} />;
}
