import { PagePlaceholder } from '../../../shared/components/page-placeholder.tsx';

export function InsuranceUploadsPage() {
  return <PagePlaceholder path="/insurance/uploads" />;
}
