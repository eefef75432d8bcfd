import { Bell } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { useT } from '../../shared/i18n/use-t.ts';
import * as styles from './notifications.css.ts';

// The bell's panel (a Radix popover with its layering code) downloads after the frame paints; until then the
// same button stands in its place, so nothing moves when it arrives.
const NotificationsBell = lazy(() => import('./notifications-bell.tsx').then((module) => ({ default: module.NotificationsBell })));

export function NotificationsBellSlot() {
  const t = useT();
  return (
    <Suspense
      fallback={
        <button type="button" className={styles.bell} aria-label={t('notifications.bell')} aria-disabled="true">
          <Bell size={18} aria-hidden="true" />
        </button>
      }
    >
      <NotificationsBell />
    </Suspense>
  );
}
