import { DesktopOnlyOverlay } from '@cuadre/ui';
import { Outlet } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';

// Around every page, the sign-in page included: the desktop-only overlay.
export function RootLayout() {
  const t = useT();
  return (
    <>
      <Outlet />
      <DesktopOnlyOverlay message={t('app.desktopOnly')} />
    </>
  );
}
