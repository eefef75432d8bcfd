import type { ReactElement, ReactNode } from 'react';
import { deferred } from '../../utils/deferred.ts';
import { useDeferredOverlay } from '../../utils/deferredOverlay.tsx';

export interface DialogFrameProps {
  title: string;
  /** Beside the title, e.g. the record's StatusPill. */
  badge?: ReactNode;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel: string;
  /** The panel's shape: a centred dialog or a drawer at the edge. */
  contentClassName: string;
  bodyClassName: string;
}

const control = deferred(() => import('./DialogFrameControl.tsx'));

/**
 * The frame that Dialog and Drawer share: the overlay, a header with the title (and badge) and description, the
 * body, the footer's buttons and the close button, on one modal layer (see useDialogLayer). Its code loads when the
 * browser is idle or when it is first opened; until then only the trigger is drawn.
 */
export function DialogFrame(props: DialogFrameProps) {
  const { module, defaultOpen, shell } = useDeferredOverlay(control, props);
  return module ? <module.DialogFrameControl {...props} defaultOpen={defaultOpen} /> : shell;
}
