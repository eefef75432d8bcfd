import { TipsDayPage } from './tips-day-page.tsx';

export function TipsHomePage() {
  return <TipsDayPage variant="normal" />;
}
