import { PagePlaceholder } from '../../../shared/components/page-placeholder.tsx';

export function InsuranceHomePage() {
  return <PagePlaceholder path="/insurance/home" />;
}
