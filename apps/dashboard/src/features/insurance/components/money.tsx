import { formatCents, type Locale } from '@cuadre/domain';
import * as styles from './insurance.css.ts';

// Money as the reader sees it: USD with cents, negatives (credits) in parentheses and red.
export function Money({ cents, locale }: { cents: number; locale: Locale }) {
  return <span className={cents < 0 ? styles.negative : undefined}>{formatCents(cents, locale)}</span>;
}
