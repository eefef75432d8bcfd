import { CommissionEmployeesScreen } from '../../../shared/commissions/employees/employees-screen.tsx';
import { useRouteTitle } from '../../../shared/commissions/use-route-title.ts';

export function CommissionsEmployeesPage() {
  const title = useRouteTitle('/commissions/employees');
  return <CommissionEmployeesScreen title={title} />;
}
