import type { ReactElement, ReactNode } from 'react';
import { deferred } from '../../utils/deferred.ts';
import { useDeferredOverlay } from '../../utils/deferredOverlay.tsx';

export interface PopoverProps {
  trigger: ReactElement;
  /** Names the popover's dialog and heads its content. */
  title: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

const control = deferred(() => import('./PopoverControl.tsx'));

/** Interactive content next to its trigger, e.g. filters; closes on Escape or outside click. */
export function Popover(props: PopoverProps) {
  const { module, defaultOpen, shell } = useDeferredOverlay(control, props);
  return module ? <module.PopoverControl {...props} defaultOpen={defaultOpen} /> : shell;
}
