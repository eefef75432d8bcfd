import { cloneElement, useEffect, useState, type MouseEvent, type ReactElement } from 'react';
import { useDeferredOnDemand, type Deferred } from './deferred.ts';

export interface OverlayOpenState {
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; onFocus?: () => void };

/**
 * For an overlay (dialog, drawer, popover) whose code a page can paint without: while closed and not yet loaded it
 * draws only its trigger, which looks as Radix's does; pressing it, or opening it from outside, loads the overlay and
 * opens it. The code is fetched when the browser is idle, or when the trigger is focused.
 */
export function useDeferredOverlay<Module>(
  entry: Deferred<Module>,
  { trigger, open, defaultOpen = false, onOpenChange }: OverlayOpenState,
) {
  const [module, show] = useDeferredOnDemand(entry);
  const [pressed, setPressed] = useState(false);
  const wanted = open ?? (defaultOpen || pressed);
  useEffect(() => {
    // A failed load leaves the trigger to be pressed again.
    if (!module && wanted) void show().catch(() => setPressed(false));
  }, [module, wanted, show]);
  let shell: ReactElement | null = null;
  if (trigger) {
    const own = trigger.props as TriggerProps;
    shell = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      'data-state': 'closed',
      onFocus: () => {
        own.onFocus?.();
        void entry.load().catch(() => undefined);
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (event.defaultPrevented) return;
        if (open === undefined) setPressed(true);
        onOpenChange?.(true);
      },
    });
  }
  return { module, defaultOpen: defaultOpen || pressed, shell };
}
