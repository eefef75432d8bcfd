import { CommissionEmployeesScreen } from '../../../shared/commissions/employees/employees-screen.tsx';
import { useRouteTitle } from '../../../shared/commissions/use-route-title.ts';

export function CommissionsV3EmployeesPage() {
  const title = useRouteTitle('/commissions-v3/employees');
  return <CommissionEmployeesScreen title={title} />;
}
