import { Monitor } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import * as styles from './DesktopOnlyOverlay.css.ts';

export const DESKTOP_MIN_WIDTH_PX = 1024;

export interface DesktopOnlyOverlayProps {
  message?: string;
  /** Viewports narrower than this are covered. */
  minWidth?: number;
}

function useNarrowerThan(width: number): boolean {
  const query = `(max-width: ${width - 0.02}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** §1: the product is desktop-only; below a desktop width it is covered with a message. */
export function DesktopOnlyOverlay({
  message = 'This site is best viewed on a Desktop Computer.',
  minWidth = DESKTOP_MIN_WIDTH_PX,
}: DesktopOnlyOverlayProps) {
  const narrow = useNarrowerThan(minWidth);
  if (!narrow) return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-label={message} className={styles.overlay}>
      <Monitor size={40} aria-hidden="true" className={styles.icon} />
      <p className={styles.message}>{message}</p>
    </div>
  );
}
