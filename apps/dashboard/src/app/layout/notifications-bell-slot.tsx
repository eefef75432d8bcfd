import { Button, deferred, useDeferredTrigger } from '@cuadre/ui';
import { Bell } from 'lucide-react';
import { useT } from '../../shared/i18n/use-t.ts';
import * as styles from './notifications.css.ts';

// The bell's panel (a Radix popover with its layering code) loads when the browser is idle after the frame has
// painted, or at once when the bell is pressed or focused. Until then the same button stands in its place, so
// nothing moves when it arrives; a press on it opens the panel as soon as the code is there. Unlike a select, the
// bell is drawn as soon as its code arrives: only the real one shows the unread count.
const bell = deferred(() => import('./notifications-bell.tsx'));

export function NotificationsBellSlot() {
  const t = useT();
  const { module, defaultOpen, takeFocus, triggerProps } = useDeferredTrigger(bell, { drawOnArrival: true });
  if (module) return <module.NotificationsBell defaultOpen={defaultOpen} takeFocus={takeFocus} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={styles.bell}
      aria-label={t('notifications.bell')}
      aria-haspopup="dialog"
      {...triggerProps}
    >
      <Bell size={18} aria-hidden="true" />
    </Button>
  );
}
