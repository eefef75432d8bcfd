import { InsuranceHomeScreen } from '../home/insurance-home-screen.tsx';

export function InsuranceHomePage() {
  return <InsuranceHomeScreen />;
}
