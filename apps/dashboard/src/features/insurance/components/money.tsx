import { formatCents, type Locale } from '@cuadre/domain';
import { Text } from '@cuadre/ui';

// Money as the reader sees it: USD with cents, negatives (credits) in parentheses and red.
export function Money({ cents, locale }: { cents: number; locale: Locale }) {
  return (
    <Text tone={cents < 0 ? 'critical' : 'neutral'} numeric>
      {formatCents(cents, locale)}
    </Text>
  );
}
