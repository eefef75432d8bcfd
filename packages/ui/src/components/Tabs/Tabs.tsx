import { Tabs as TabsPrimitive } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
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

/**
 * Radix draws the tab list (roving focus, arrow keys, activation); the selected tab's panel is ours. Radix's
 * own panel measures its animation on mount, which makes the browser compute the style of the whole new
 * panel inside React's commit: a page's longest task where the panel holds a table.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value);
  const active = value ?? uncontrolled;
  const activeIndex = items.findIndex((item) => item.value === active);
  const activeItem = items[activeIndex];
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  return (
    <TabsPrimitive.Root
      value={active}
      onValueChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      }}
      className={className}
    >
      <TabsPrimitive.List aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
            id={tabId(index)}
            aria-controls={index === activeIndex ? panelId(index) : undefined}
          >
            {item.label}
            {item.count === undefined ? null : <span className={styles.count}>{item.count}</span>}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {activeItem ? (
        <div
          key={activeItem.value}
          role="tabpanel"
          id={panelId(activeIndex)}
          aria-labelledby={tabId(activeIndex)}
          tabIndex={0}
          data-state="active"
          className={styles.panel}
        >
          {activeItem.content}
        </div>
      ) : null}
    </TabsPrimitive.Root>
  );
}
