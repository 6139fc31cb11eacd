import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { useShell } from './use-shell';
import * as styles from './layout.module.css';

/** The shell on every page (spec point 2): navbar, main content and footer. */
export const Layout = ({ children }: { children: React.ReactNode }) => {
  const { t } = useTranslation('common');
  const shell = useShell();
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Navbar items={shell.navigation.main} year={shell.buildYear} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
      <Footer shell={shell} />
    </>
  );
};
