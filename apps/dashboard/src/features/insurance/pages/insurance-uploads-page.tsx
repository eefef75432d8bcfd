import { InsuranceUploadsScreen } from '../uploads/insurance-uploads-screen.tsx';

export function InsuranceUploadsPage() {
  return <InsuranceUploadsScreen />;
}
