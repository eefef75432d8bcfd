import { CommissionEmployeesScreen } from '../../employees/employees-screen.tsx';
import { useRouteTitle } from '../../use-route-title.ts';

export function CommissionsV2EmployeesPage() {
  const title = useRouteTitle('/commissions-v2/employees');
  return <CommissionEmployeesScreen title={title} />;
}
