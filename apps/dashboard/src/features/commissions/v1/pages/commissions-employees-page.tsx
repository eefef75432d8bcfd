import { CommissionEmployeesScreen } from '../../employees/employees-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsEmployeesPage() {
  const title = useRouteTitle('/commissions/employees');
  return <CommissionEmployeesScreen title={title} />;
}
