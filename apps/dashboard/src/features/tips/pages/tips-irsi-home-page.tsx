import { TipsDayPage } from './tips-day-page.tsx';

export function TipsIrsiHomePage() {
  return <TipsDayPage variant="irsi" />;
}
