import { Columns3 } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import * as fieldStyles from '../../css/field.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTable.css.ts';

export interface ColumnMenuItem {
  id: string;
  header: string;
  visible: boolean;
  setVisible: (visible: boolean) => void;
}

export interface ColumnMenuProps {
  label: string;
  items: readonly ColumnMenuItem[];
  /** Opens at once: the user pressed the button while this part was still loading. */
  defaultOpen: boolean;
  /** Takes the focus from the button it replaces. */
  takeFocus: boolean;
}

/** The menu that shows and hides a table's columns (Radix). Loaded after the table paints. */
export function ColumnMenu({ label, items, defaultOpen, takeFocus }: ColumnMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <MenuPrimitive.Root modal={false} defaultOpen={defaultOpen}>
      <MenuPrimitive.Trigger asChild>
        <Button ref={trigger} variant="outline" size="sm">
          <Columns3 size={14} aria-hidden="true" />
          {label}
        </Button>
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content align="end" sideOffset={4} className={fieldStyles.popover}>
          {items.map((item) => (
            <MenuPrimitive.CheckboxItem
              key={item.id}
              checked={item.visible}
              onCheckedChange={(checked) => item.setVisible(checked)}
              onSelect={(event) => event.preventDefault()}
              className={fieldStyles.option}
            >
              <input
                type="checkbox"
                tabIndex={-1}
                aria-hidden="true"
                readOnly
                checked={item.visible}
                className={styles.checkbox}
              />
              {item.header}
            </MenuPrimitive.CheckboxItem>
          ))}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
