import { Fragment, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './TopBar.css.ts';

export interface TopBarTab {
  id: string;
  label: string;
  href: string;
  active?: boolean;
}

export interface TopBarLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface TopBarProps {
  /** The company dashboard title. */
  title: string;
  /** Company or brand logos. */
  logos?: ReactNode;
  /** Product tabs by permission group; a divider separates groups, so one group shows none. */
  tabGroups?: readonly (readonly TopBarTab[])[];
  tabsLabel?: string;
  /** The worker-group selector ('Select Group') on pages that need it. */
  groupSelector?: ReactNode;
  /** The user and company menu. */
  userMenu?: ReactNode;
  renderLink?: (props: TopBarLinkProps) => ReactNode;
  className?: string;
}

// The caller passes the link's children (icon and label) through props.
// eslint-disable-next-line jsx-a11y/anchor-has-content
const defaultLink = (props: TopBarLinkProps) => <a {...props} />;

export function TopBar({
  title,
  logos,
  tabGroups = [],
  tabsLabel = 'Products',
  groupSelector,
  userMenu,
  renderLink = defaultLink,
  className,
}: TopBarProps) {
  const groups = tabGroups.filter((group) => group.length > 0);
  return (
    <header className={cx(styles.root, className)}>
      <div className={styles.brand}>
        {logos ? <div className={styles.logos}>{logos}</div> : null}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {groups.length > 0 ? (
        <nav aria-label={tabsLabel} style={{ alignSelf: 'stretch' }}>
          <ul className={styles.tabs}>
            {groups.map((group, index) => (
              <Fragment key={group.map((tab) => tab.id).join('+')}>
                {index > 0 ? <li aria-hidden="true" className={styles.divider} data-divider="" /> : null}
                {group.map((tab) => (
                  <li key={tab.id} className={styles.tabItem}>
                    {renderLink({
                      href: tab.href,
                      className: styles.tab,
                      'aria-current': tab.active ? 'page' : undefined,
                      children: tab.label,
                    })}
                  </li>
                ))}
              </Fragment>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.end}>
        {groupSelector}
        {userMenu}
      </div>
    </header>
  );
}
