import React, { useCallback, useRef, useState } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon } from '../ui/icon';
import { LanguageMenu } from './language-menu';
import { NavDropdown } from './nav-dropdown';
import { NavbarSearch } from './navbar-search';
import { useDismiss } from './use-dismiss';
import { useScrolledPast } from './use-scrolled-past';
import { navTarget, type NavItem } from './use-shell';
import * as styles from './navbar.module.css';

// The logo shrinks from 64 px to 40 px past 80 px of scroll.
const SCROLL_THRESHOLD = 80;
const LOGO_RATIO = 283 / 64; // viewBox of static/images/logo.svg

interface NavbarProps {
  items: ReadonlyArray<NavItem>;
  year: number;
}

export const Navbar = ({ items, year }: NavbarProps) => {
  const { t } = useTranslation('common');
  const compact = useScrolledPast(SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(headerRef, open, close);

  const link = (item: { key: string; to?: string | null; currentYear?: boolean | null }) => (
    <Link
      to={navTarget(item, year)}
      className={styles.link}
      activeClassName={styles.active}
      partiallyActive={item.to !== '/' && item.to !== undefined}
    >
      {t(item.key)}
    </Link>
  );

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-compact={compact}
      data-pagefind-ignore="all"
    >
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {/* Low priority: on a phone's connection the page's own heading, text and first
              image come first; the logo (7 kB, its place reserved by width and height) follows. */}
          <img
            src="/images/logo.svg"
            alt={t('nav.homeLogo')}
            className={styles.logo}
            width={Math.round(64 * LOGO_RATIO)}
            height={64}
            fetchPriority="low"
          />
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size="1.5rem" />
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <nav
          id="site-menu"
          aria-label={t('nav.mainNavigation')}
          className={styles.nav}
          data-open={open}
        >
          <NavbarSearch />
          <ul className={styles.list}>
            {items.map((item) =>
              item.children?.length ? (
                <NavDropdown key={item.key} label={t(item.key)}>
                  {item.children.map((child) => (
                    <li key={child.key}>{link(child)}</li>
                  ))}
                </NavDropdown>
              ) : (
                <li key={item.key}>{link(item)}</li>
              ),
            )}
            <LanguageMenu />
          </ul>
        </nav>
      </div>
    </header>
  );
};
