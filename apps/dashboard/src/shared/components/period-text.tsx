import type { Locale } from '@cuadre/domain';
import { formatPeriod, formatPeriodSides } from '@cuadre/domain';
import * as styles from './period-text.css.ts';

/**
 * A pay period as one line ("Oct 26 – Nov 8, 2026"), or, where its column is too narrow for it ("31 de ago – 13 de sept
 * de 2026", a period across two years), as two lines broken at its dash only: "31 de ago –" over "13 de sept de 2026".
 * Its title says it whole.
 */
export function PeriodText({ startDate, endDate, locale }: { startDate: string; endDate: string; locale: Locale }) {
  const period = formatPeriod(startDate, endDate, locale);
  const sides = formatPeriodSides(startDate, endDate, locale);
  if (sides === null) return <span title={period}>{period}</span>;
  return (
    <span className={styles.lines} title={period}>
      <span className={styles.side}>{sides[0]}</span> <span className={styles.side}>{sides[1]}</span>
    </span>
  );
}
