import { PagePlaceholder } from '../../../shared/components/page-placeholder.tsx';

export function SettingsPage() {
  return <PagePlaceholder path="/settings" />;
}
