import { CommissionEmployeesScreen } from '../../employees/employees-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV3EmployeesPage() {
  const title = useRouteTitle('/commissions-v3/employees');
  return <CommissionEmployeesScreen title={title} />;
}
