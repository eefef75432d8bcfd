import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  value: string;
  label: string;
  /** A count shown beside the label, e.g. rows awaiting review. */
  count?: number;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsPrimitive.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange} className={className}>
      <TabsPrimitive.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <TabsPrimitive.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
            {item.count === undefined ? null : <span className={styles.count}>{item.count}</span>}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
