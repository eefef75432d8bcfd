import { EmployeesScreen } from '../employees/employees-screen.tsx';

export function EwaEmployeesPage() {
  return <EmployeesScreen />;
}
