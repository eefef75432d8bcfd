import { useAtom } from 'jotai';
import { useId } from 'react';
import { LOCALES, isLocale } from '../i18n/locales.ts';
import { useT } from '../i18n/use-t.ts';
import { languageState } from '../states/language-state.ts';
import { visuallyHidden } from '@cuadre/ui/css';
import * as styles from './language-select.css.ts';

// `hideLabel` keeps the label for assistive technology only, where the top bar has no room for it.
export function LanguageSelect({ hideLabel = false }: { hideLabel?: boolean }) {
  const t = useT();
  const id = useId();
  const [language, setLanguage] = useAtom(languageState);
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : undefined}>
        {t('shell.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
