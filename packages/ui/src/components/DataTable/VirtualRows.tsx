import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import * as styles from './DataTable.css.ts';

export interface VirtualRowsProps {
  count: number;
  rowHeight: number;
  /** Height of the scrolling body before it is measured. */
  height: number;
  scrollElement: HTMLDivElement | null;
  columnCount: number;
  renderRow: (index: number) => ReactNode;
}

/** Only the rows in view (and a few past the edges), with spacers for the rest. Loaded for long tables only. */
export function VirtualRows({ count, rowHeight, height, scrollElement, columnCount, renderRow }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: 6,
    initialRect: { width: 0, height },
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  return (
    <>
      {paddingTop > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingTop }} />
        </tr>
      ) : null}
      {virtualRows.map((virtualRow) => renderRow(virtualRow.index))}
      {paddingBottom > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingBottom }} />
        </tr>
      ) : null}
    </>
  );
}
