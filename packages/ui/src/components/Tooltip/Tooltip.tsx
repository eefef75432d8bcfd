import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** A hint only: never the sole place of information (shown on hover and keyboard focus). */
  content: ReactNode;
  /** A focusable element. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  defaultOpen?: boolean;
  delayDuration?: number;
}

export function Tooltip({ content, children, side = 'top', defaultOpen, delayDuration = 300 }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root defaultOpen={defaultOpen}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={side} sideOffset={6} className={styles.content}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
