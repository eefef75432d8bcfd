import { useRouteTitle } from '../../use-route-title.ts';
import { CommissionsHomeScreen } from '../home/home-screen.tsx';

export function CommissionsHomePage() {
  const title = useRouteTitle('/commissions/home');
  return <CommissionsHomeScreen title={title} />;
}
