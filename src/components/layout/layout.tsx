import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { useShell } from './use-shell';
import * as styles from './layout.module.css';

interface LayoutProps {
  children: React.ReactNode;
  /** The page's main content goes into the site search (Pagefind indexes only marked content). */
  searchable?: boolean;
  /** An article's date: shown with its search result, and a sort key. */
  searchDate?: string;
}

/** The shell on every page: navbar, main content and footer. */
export const Layout = ({ children, searchable = false, searchDate }: LayoutProps) => {
  const { t } = useTranslation('common');
  const shell = useShell();
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Navbar items={shell.navigation.main} year={shell.buildYear} />
      <main
        id="main-content"
        tabIndex={-1}
        className={styles.main}
        {...(searchable ? { 'data-pagefind-body': '' } : {})}
        {...(searchable && searchDate
          ? {
              'data-pagefind-meta': `date:${searchDate}`,
              'data-pagefind-sort': `date:${searchDate}`,
            }
          : {})}
      >
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
      <Footer shell={shell} />
    </>
  );
};
