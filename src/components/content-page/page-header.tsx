import React from 'react';
import { Container } from '../ui/section';
import * as styles from './page-header.module.css';

interface PageHeaderProps {
  /** Text, or an element that holds text (the action e-mail's title while it loads). */
  title: React.ReactNode;
  /** The title's language when it is not the page's (an English title from the API). */
  titleLang?: string;
  /** Added to the title's own class, e.g. to reserve the lines of a title still loading. */
  titleClassName?: string;
  lead?: React.ReactNode;
  /** A short line above the title, e.g. what kind of page this is. */
  eyebrow?: string;
  /**
   * A <Breadcrumbs> for pages under another (Donate › Thank you). Passed in rendered, so the
   * pages without breadcrumbs do not load their code.
   */
  breadcrumbs?: React.ReactNode;
  /** A decorative illustration beside the title, from tablet width up. */
  art?: string;
  /** Under the lead: calls to action, or a control such as the news year select. */
  children?: React.ReactNode;
}

/** The one top band of every page but the home page: its one <h1>, in one look. */
export const PageHeader = ({
  title,
  titleLang,
  titleClassName,
  lead,
  eyebrow,
  breadcrumbs,
  art,
  children,
}: PageHeaderProps) => (
  <header className={styles.header}>
    <Container className={art ? styles.withArt : undefined}>
      <div className={styles.copy}>
        {breadcrumbs}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1
          className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}
          lang={titleLang}
        >
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </div>
      {art && <img className={styles.art} src={art} alt="" width={480} height={400} />}
    </Container>
  </header>
);
