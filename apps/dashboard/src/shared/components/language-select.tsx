import { useAtom } from 'jotai';
import { useId } from 'react';
import { LOCALES, isLocale } from '../i18n/locales.ts';
import { useT } from '../i18n/use-t.ts';
import { languageState } from '../states/language-state.ts';
import * as styles from './language-select.css.ts';

export function LanguageSelect() {
  const t = useT();
  const id = useId();
  const [language, setLanguage] = useAtom(languageState);
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('shell.language')}</label>
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
