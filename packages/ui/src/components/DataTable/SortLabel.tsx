import type { ReactNode } from 'react';
import * as styles from './DataTable.css.ts';

/**
 * A header's label and its sort icon, the icon kept with the word beside it (the last, or the first where the icon
 * leads, in right-aligned columns) when the label takes two lines.
 */
export function SortLabel({ label, icon, iconFirst }: { label: string; icon: ReactNode; iconFirst: boolean }) {
  if (iconFirst) {
    const space = label.indexOf(' ');
    return (
      <>
        <span className={styles.sortWord}>
          {icon}
          {space < 0 ? label : label.slice(0, space)}
        </span>
        {space < 0 ? null : label.slice(space)}
      </>
    );
  }
  const space = label.lastIndexOf(' ');
  return (
    <>
      {space < 0 ? null : label.slice(0, space + 1)}
      <span className={styles.sortWord}>
        {label.slice(space + 1)}
        {icon}
      </span>
    </>
  );
}
