import { TipsHistoryPage } from './tips-history-page.tsx';

export function TipsPaymentHistoryPage() {
  return <TipsHistoryPage variant="normal" />;
}
