import { ReportsScreen } from '../reports/reports-screen.tsx';

export function EwaReportsPage() {
  return <ReportsScreen />;
}
