import type { Schemas } from '@cuadre/api-client';
import { Stack, StatusPill, Text } from '@cuadre/ui';
import { visuallyHidden } from '@cuadre/ui/css';
import { useT } from '../hooks/use-tips-t.ts';
import { SPLIT_ITEM_KEYS, SPLIT_ITEM_TONE } from './use-tips-labels.ts';

// A share's status with, under it, why it failed: one narrow cell instead of a status and a reason column.
export function ShareStatus({ item }: { item: Pick<Schemas['TipSplitItem'], 'status' | 'reason'> }) {
  const t = useT();
  return (
    <Stack space="xxsmall" align="left">
      <StatusPill tone={SPLIT_ITEM_TONE[item.status]}>{t(SPLIT_ITEM_KEYS[item.status])}</StatusPill>
      {item.reason === null ? null : (
        <Text size="xsmall">
          <span className={visuallyHidden}>{t('tips.col.reason')}: </span>
          {item.reason}
        </Text>
      )}
    </Stack>
  );
}
