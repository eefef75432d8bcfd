import type { DashboardId } from '@cuadre/domain';
import { TIME_ZONE, sidebarItems } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useLabel, useT } from '../../shared/i18n/use-t.ts';
import { navigationContextSelector } from '../../shared/states/selectors/navigation-context-selector.ts';
import { useAppDeps } from '../app-deps-context.ts';
import * as styles from './layout.css.ts';

const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: TIME_ZONE });
const currentYear = (): string => yearFormat.format(new Date());

// §2, §6: the dashboard's items, then Settings and Sign Out below, and the copyright footer.
export function SideBar({ dashboard }: { dashboard: DashboardId }) {
  const t = useT();
  const label = useLabel();
  const { exit } = useAppDeps();
  const context = useAtomValue(navigationContextSelector);
  const [signingOut, setSigningOut] = useState(false);
  const items = context === null ? [] : sidebarItems(dashboard, context);
  const main = items.filter((item) => item.section === 'main');
  const bottom = items.filter((item) => item.section === 'bottom');

  return (
    <nav aria-label={t('shell.sidebar')} className={styles.sidebar}>
      <ul className={styles.sidebarList}>
        {main.map((item) => (
          <li key={item.id}>
            <NavLink to={item.path} className={styles.sidebarItem}>
              {label(item.labelKey, item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={`${styles.sidebarList} ${styles.sidebarBottom}`}>
        {bottom.map((item) =>
          item.kind === 'sign-out' ? (
            <li key={item.id}>
              <button
                type="button"
                className={styles.sidebarItem}
                disabled={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  void exit.leaveAndGo();
                }}
              >
                {signingOut ? t('auth.signingOut') : label(item.labelKey, item.label)}
              </button>
            </li>
          ) : (
            <li key={item.id}>
              <NavLink to={item.path} className={styles.sidebarItem}>
                {label(item.labelKey, item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
      <p className={styles.copyright}>{t('app.copyright', { year: currentYear() })}</p>
    </nav>
  );
}
