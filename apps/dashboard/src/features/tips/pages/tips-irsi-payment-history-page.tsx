import { TipsHistoryPage } from './tips-history-page.tsx';

export function TipsIrsiPaymentHistoryPage() {
  return <TipsHistoryPage variant="irsi" />;
}
