import type { DashboardId } from '@cuadre/domain';
import { TIME_ZONE, sidebarItems } from '@cuadre/domain';
import { Sidebar, type SidebarItem } from '@cuadre/ui';
import { useAtomValue } from 'jotai';
import {
  Activity,
  ChartColumn,
  Handshake,
  History,
  House,
  Layers,
  Lightbulb,
  LogOut,
  Receipt,
  Settings,
  Upload,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useLabel, useT } from '../../shared/i18n/use-t.ts';
import { navigationContextSelector } from '../../shared/states/selectors/navigation-context-selector.ts';
import { useAppDeps } from '../app-deps-context.ts';
import * as styles from './layout.css.ts';

const yearInPuertoRico = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: TIME_ZONE });

// What each item shows while the sidebar is collapsed to its icons.
const ICONS: Record<string, LucideIcon> = {
  'ewa.employees': Users,
  'ewa.deductions': Wallet,
  'ewa.billing': Receipt,
  'ewa.reports': ChartColumn,
  'commissions.home': House,
  'commissions.reports': ChartColumn,
  'commissions.employees': Users,
  'commissions.insights': Lightbulb,
  'commissionsV2.home': House,
  'commissionsV2.employees': Users,
  'commissionsV3.home': Layers,
  'commissionsV3.uploads': Upload,
  'commissionsV3.deals': Handshake,
  'commissionsV3.employees': Users,
  'insurance.home': House,
  'insurance.uploads': Upload,
  'tips.home': House,
  'tips.employees': Users,
  'tips.payoutHistory': History,
  'tips.reports': ChartColumn,
  'tips.payrollActivity': Activity,
  settings: Settings,
  signOut: LogOut,
};

const iconOf = (id: string) => {
  const Icon = ICONS[id] ?? House;
  return <Icon size={20} />;
};

// §2, §6: the dashboard's items, then Settings and Sign Out below, and the copyright footer. Collapsed to icons
// (80 px); it opens to 225 px over the page while the pointer is on it or the keyboard is in it.
export function SideBar({ dashboard }: { dashboard: DashboardId }) {
  const t = useT();
  const label = useLabel();
  const { exit } = useAppDeps();
  const context = useAtomValue(navigationContextSelector);
  const [signingOut, setSigningOut] = useState(false);
  // A second press while signing out does nothing (the button stays, its label says what is happening).
  const leaving = useRef(false);
  const items = context === null ? [] : sidebarItems(dashboard, context);

  const entries = (section: 'main' | 'bottom'): SidebarItem[] =>
    items
      .filter((item) => item.section === section)
      .map((item) =>
        item.kind === 'sign-out'
          ? {
              id: item.id,
              label: signingOut ? t('auth.signingOut') : label(item.labelKey, item.label),
              icon: iconOf(item.id),
              onSelect: () => {
                if (leaving.current) return;
                leaving.current = true;
                setSigningOut(true);
                void exit.leaveAndGo();
              },
            }
          : { id: item.id, label: label(item.labelKey, item.label), icon: iconOf(item.id), href: item.path },
      );

  return (
    <div className={styles.sidebarSlot}>
      <Sidebar
        label={t('shell.sidebar')}
        items={entries('main')}
        bottomItems={entries('bottom')}
        year={Number(yearInPuertoRico.format(new Date()))}
        copyright={(year) => t('app.copyright', { year: String(year) })}
        // The router marks the page's own item (aria-current), as it did before.
        renderLink={({ href, className, children }) => (
          <NavLink to={href} className={className}>
            {children}
          </NavLink>
        )}
      />
    </div>
  );
}
