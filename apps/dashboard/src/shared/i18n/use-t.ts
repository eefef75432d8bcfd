import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageKey } from './messages/en-us.ts';
import type { MessageValues, Translate } from './i18n.ts';
import { isMessageKey } from './i18n.ts';

// The translate function of the active locale; components re-render when the locale changes.
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}

// For keys that come from @cuadre/domain (labelKey): a key the catalog lacks shows the domain's English label.
export function useLabel(): (labelKey: string, fallback: string) => string {
  const t = useT();
  return useCallback((labelKey: string, fallback: string) => (isMessageKey(labelKey) ? t(labelKey) : fallback), [t]);
}
