import type { MessageValues } from '../../../shared/i18n/i18n.ts';
import { useFeatureT } from '../../../shared/i18n/feature-messages.ts';
import type { TipsMessageKey } from '../messages.ts';
import { tipsMessages } from '../messages.ts';

export type TipsTranslate = (key: TipsMessageKey, values?: MessageValues) => string;

// Translates the tips dashboard's messages in the active language.
export function useT(): TipsTranslate {
  return useFeatureT(tipsMessages);
}
