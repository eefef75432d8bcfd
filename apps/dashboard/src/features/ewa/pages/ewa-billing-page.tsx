import { BillingScreen } from '../billing/billing-screen.tsx';

export function EwaBillingPage() {
  return <BillingScreen />;
}
