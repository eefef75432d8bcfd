import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as fieldStyles from '../../css/field.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './DropdownMenu.css.ts';

export type DropdownMenuEntry =
  | {
      type: 'item';
      id: string;
      label: string;
      icon?: ReactNode;
      onSelect?: () => void;
      variant?: 'default' | 'destructive';
      disabled?: boolean;
    }
  | { type: 'label'; id: string; label: string }
  | { type: 'separator'; id: string };

export interface DropdownMenuProps {
  /** The element that opens the menu, usually a Button. */
  trigger: ReactElement;
  entries: readonly DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  defaultOpen?: boolean;
  className?: string;
}

/** Actions in a menu; keyboard type-ahead jumps to an item and resets after 1,000 ms. */
export function DropdownMenu({ trigger, entries, align = 'start', defaultOpen, className }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root defaultOpen={defaultOpen} modal={false}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          align={align}
          sideOffset={4}
          className={cx(fieldStyles.popover, styles.content, className)}
        >
          {entries.map((entry) => {
            switch (entry.type) {
              case 'separator':
                return <MenuPrimitive.Separator key={entry.id} className={styles.separator} />;
              case 'label':
                return (
                  <MenuPrimitive.Label key={entry.id} className={styles.groupLabel}>
                    {entry.label}
                  </MenuPrimitive.Label>
                );
              case 'item':
                return (
                  <MenuPrimitive.Item
                    key={entry.id}
                    disabled={entry.disabled}
                    onSelect={entry.onSelect}
                    data-variant={entry.variant ?? 'default'}
                    className={fieldStyles.option}
                  >
                    {entry.icon ? <span className={styles.itemIcon}>{entry.icon}</span> : null}
                    {entry.label}
                  </MenuPrimitive.Item>
                );
              default:
                return entry satisfies never;
            }
          })}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
