import { DeductionsScreen } from '../deductions/deductions-screen.tsx';

export function EwaDeductionsPage() {
  return <DeductionsScreen />;
}
