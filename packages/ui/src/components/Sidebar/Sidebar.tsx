import { useState, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Sidebar.css.ts';

export interface SidebarItem {
  id: string;
  label: string;
  icon: ReactNode;
  /** A link when set; otherwise a button calling onSelect. */
  href?: string;
  onSelect?: () => void;
  active?: boolean;
}

export interface SidebarLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface SidebarProps {
  items: readonly SidebarItem[];
  /** Settings and Sign Out: shown below the dashboard items. */
  bottomItems?: readonly SidebarItem[];
  logo?: ReactNode;
  /** The copyright year; defaults to the current year (pass one for stable screenshots). */
  year?: number;
  copyright?: (year: number) => string;
  label?: string;
  /** Renders links, e.g. with the router's Link. */
  renderLink?: (props: SidebarLinkProps) => ReactNode;
  /** Forces a state, for documentation; normally hover and keyboard focus decide. */
  defaultExpanded?: boolean;
  className?: string;
}

// The caller passes the link's children (icon and label) through props.
// eslint-disable-next-line jsx-a11y/anchor-has-content
const defaultLink = (props: SidebarLinkProps) => <a {...props} />;

function Entry({ item, renderLink }: { item: SidebarItem; renderLink: (props: SidebarLinkProps) => ReactNode }) {
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.icon}
      </span>
      <span className={styles.label}>{item.label}</span>
    </>
  );
  const current = item.active ? ('page' as const) : undefined;
  return (
    <li title={item.label}>
      {item.href !== undefined ? (
        renderLink({ href: item.href, className: styles.item, 'aria-current': current, children: content })
      ) : (
        <button type="button" className={styles.item} aria-current={current} onClick={item.onSelect}>
          {content}
        </button>
      )}
    </li>
  );
}

/** Icons only at 80 px; 225 px while hovered or while it holds keyboard focus. */
export function Sidebar({
  items,
  bottomItems = [],
  logo,
  year = new Date().getFullYear(),
  copyright = (y) => `© ${y} Cuadre`,
  label = 'Main',
  renderLink = defaultLink,
  defaultExpanded = false,
  className,
}: SidebarProps) {
  const [hovered, setHovered] = useState(defaultExpanded);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const expanded = hovered || keyboardFocus;

  const onFocus = (event: FocusEvent<HTMLElement>) => setKeyboardFocus(event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };

  return (
    <div className={cx(styles.root, className)}>
      <nav
        aria-label={label}
        data-state={expanded ? 'expanded' : 'collapsed'}
        className={styles.panel}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <ul className={styles.list}>
          {items.map((item) => (
            <Entry key={item.id} item={item} renderLink={renderLink} />
          ))}
        </ul>
        <div className={styles.bottom}>
          {bottomItems.length > 0 ? (
            <ul className={styles.list}>
              {bottomItems.map((item) => (
                <Entry key={item.id} item={item} renderLink={renderLink} />
              ))}
            </ul>
          ) : null}
          <p className={styles.footer}>{expanded ? copyright(year) : `© ${year}`}</p>
        </div>
      </nav>
    </div>
  );
}
