import { findRoute } from '@cuadre/domain';
import { useDocumentTitle } from '../../shared/components/use-document-title.ts';
import { useLabel } from '../../shared/i18n/use-t.ts';

// The page's title is its route label (§2), in the active language; it also names the browser tab.
export function useRouteTitle(path: string): string {
  const label = useLabel();
  const route = findRoute(path);
  const title = route ? label(route.labelKey, route.label) : path;
  useDocumentTitle(title);
  return title;
}
