import type { ReactElement, ReactNode } from 'react';
import { deferred } from '../../utils/deferred.ts';
import { useDeferredOverlay } from '../../utils/deferredOverlay.tsx';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** A destructive action gets the red button. */
  destructive?: boolean;
  /** While the action runs: the confirm button spins and the dialog stays open. */
  loading?: boolean;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the action involves, shown between the question and the buttons (the workers at $0 of a batch). */
  children?: ReactNode;
}

const control = deferred(() => import('./ConfirmDialogControl.tsx'));

/** Asks before an action; until it is first opened (or the browser is idle) only its trigger's code is loaded. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { module, defaultOpen, shell } = useDeferredOverlay(control, props);
  return module ? <module.ConfirmDialogControl {...props} defaultOpen={defaultOpen} /> : shell;
}
