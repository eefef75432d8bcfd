import { Select } from '@cuadre/ui';
import { useAtom } from 'jotai';
import { LOCALES, isLocale } from '../i18n/locales.ts';
import { useT } from '../i18n/use-t.ts';
import { languageState } from '../states/language-state.ts';

// `hideLabel` keeps the label for assistive technology only, where the top bar has no room for it.
export function LanguageSelect({ hideLabel = false }: { hideLabel?: boolean }) {
  const t = useT();
  const [language, setLanguage] = useAtom(languageState);
  return (
    <Select
      label={t('shell.language')}
      hideLabel={hideLabel}
      size="sm"
      value={language}
      onValueChange={(value) => {
        if (isLocale(value)) setLanguage(value);
      }}
      options={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}
