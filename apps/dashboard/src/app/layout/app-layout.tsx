import { dashboardFromPath, findRoute, isSidebarHidden } from '@cuadre/domain';
import { Inline, LocaleProvider, Toaster } from '@cuadre/ui';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { selectedDashboardState } from '../../shared/states/selected-dashboard-state.ts';
import { GuardNotice } from './guard-notice.tsx';
import { SideBar } from './side-bar.tsx';
import { TopBar } from './top-bar.tsx';
import { WorkerGroupSelect } from './worker-group-select.tsx';
import * as styles from './layout.css.ts';

// The spec's /_app shell: top bar, sidebar and the page, for every signed-in route.
export function AppLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const selectedDashboard = useAtomValue(selectedDashboardState);
  const route = findRoute(pathname);
  const dashboard = route?.dashboard ?? (route === undefined ? dashboardFromPath(pathname) : selectedDashboard);
  const onTipsPage = route?.dashboard === 'tips';
  const { i18n } = useLingui();

  // The toasts and react-aria's locale live in the frame's chunk: the sign-in page needs neither.
  return (
    <LocaleProvider locale={i18n.locale}>
      <Toaster label={t('shell.notifications')} closeLabel={t('shell.close')}>
        <div className={styles.frame}>
          <a href="#content" className={styles.skipLink}>
            {t('app.skipToContent')}
          </a>
          <TopBar dashboard={route?.dashboard ?? null} />
          <div className={styles.body}>
            {isSidebarHidden(pathname) ? null : <SideBar dashboard={dashboard} />}
            <main id="content" className={styles.main} aria-busy={navigation.state === 'loading' || undefined}>
              <GuardNotice />
              {onTipsPage ? (
                <Inline space="medium">
                  <WorkerGroupSelect />
                </Inline>
              ) : null}
              <Outlet />
            </main>
          </div>
        </div>
      </Toaster>
    </LocaleProvider>
  );
}
