import type { DashboardId } from '@cuadre/domain';
import { showTabDivider, visibleTabs } from '@cuadre/domain';
import { Inline, Text } from '@cuadre/ui';
import { useAtomValue } from 'jotai';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { LanguageSelect } from '../../shared/components/language-select.tsx';
import { useLabel, useT } from '../../shared/i18n/use-t.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { sessionUserState } from '../../shared/states/session-user-state.ts';
import { navigationContextSelector } from '../../shared/states/selectors/navigation-context-selector.ts';
import { CompanySwitcher } from './company-switcher.tsx';
import { NotificationsBellSlot } from './notifications-bell-slot.tsx';
import * as styles from './layout.css.ts';

// §1, §2, §7: dashboard title, company and brand logos, the product tabs, the company switcher, the notifications bell and the user menu.
export function TopBar({ dashboard }: { dashboard: DashboardId | null }) {
  const t = useT();
  const label = useLabel();
  const company = useAtomValue(companyState);
  const user = useAtomValue(sessionUserState);
  const context = useAtomValue(navigationContextSelector);
  const tabs = context === null ? [] : visibleTabs(context);
  const divider = user !== null && showTabDivider(user);

  return (
    <header className={styles.topBar}>
      <Inline space="small" wrap={false}>
        <span aria-label={t('app.brandLogo')} role="img" className={styles.brandMark}>
          C
        </span>
        {company?.logoUrl ? (
          <CompanyLogo
            key={company.logoUrl}
            src={company.logoUrl}
            alt={t('app.companyLogo', { company: company.name })}
          />
        ) : null}
        <Text weight="semibold" truncate>
          {company?.dashboardTitle}
        </Text>
      </Inline>
      <nav aria-label={t('shell.productTabs')} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <Fragment key={tab.id}>
            {divider && index > 0 ? (
              <span aria-hidden="true" className={styles.tabDivider} data-testid="tab-divider" />
            ) : null}
            <Link to={tab.path} className={styles.tab} aria-current={tab.dashboard === dashboard ? 'page' : undefined}>
              {label(tab.labelKey, tab.label)}
            </Link>
          </Fragment>
        ))}
      </nav>
      <Inline space="medium" wrap={false} className={styles.topBarEnd}>
        <CompanySwitcher />
        <NotificationsBellSlot />
        <Inline as="section" space="small" wrap={false} aria-label={t('shell.account')}>
          <Text weight="medium" truncate className={styles.userName}>
            {user ? `${user.firstName} ${user.lastName}` : null}
          </Text>
          <LanguageSelect compact className={styles.languageSelect} />
        </Inline>
      </Inline>
    </header>
  );
}

// A logo that cannot be loaded is left out rather than shown as a broken image.
function CompanyLogo({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={src} alt={alt} className={styles.logo} onError={() => setFailed(true)} />;
}
