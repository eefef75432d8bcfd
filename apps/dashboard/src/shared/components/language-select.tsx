import { Select } from '@cuadre/ui';
import { useAtom } from 'jotai';
import { LOCALES, isLocale } from '../i18n/locales.ts';
import { useT } from '../i18n/use-t.ts';
import { languageState } from '../states/language-state.ts';

// `compact`, for the top bar: the label for assistive technology only, and the closed select says the language
// without its region ("Español"); the list names both.
export function LanguageSelect({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useT();
  const [language, setLanguage] = useAtom(languageState);
  return (
    <Select
      label={t('shell.language')}
      hideLabel={compact}
      className={className}
      size="sm"
      value={language}
      onValueChange={(value) => {
        if (isLocale(value)) setLanguage(value);
      }}
      options={LOCALES.map((locale) => ({
        value: locale,
        label: t(`language.${locale}`),
        ...(compact ? { shortLabel: t(`language.short.${locale}`) } : {}),
      }))}
    />
  );
}
