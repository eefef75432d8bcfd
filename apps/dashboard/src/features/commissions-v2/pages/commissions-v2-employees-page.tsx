import { CommissionEmployeesScreen } from '../../../shared/commissions/employees/employees-screen.tsx';
import { useRouteTitle } from '../../../shared/commissions/use-route-title.ts';

export function CommissionsV2EmployeesPage() {
  const title = useRouteTitle('/commissions-v2/employees');
  return <CommissionEmployeesScreen title={title} />;
}
