import { Popover as PopoverPrimitive } from 'radix-ui';
import { cx } from '../../utils/cx.ts';
import type { PopoverProps } from './Popover.tsx';
import * as styles from './Popover.css.ts';

/** The popover (Radix), loaded when the browser is idle or when its trigger is first pressed. */
export function PopoverControl({
  trigger,
  title,
  children,
  side = 'bottom',
  align = 'start',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          side={side}
          align={align}
          sideOffset={6}
          aria-label={title}
          className={cx(styles.content, className)}
        >
          <h2 className={styles.title}>{title}</h2>
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
