import React from 'react';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import * as styles from './page-intro.module.css';

interface PageIntroProps {
  /** Crumbs between Home and this page. */
  trail?: ReadonlyArray<Crumb>;
  /** This page's name in the breadcrumb. */
  crumb: string;
  title: string;
  lead?: string;
  /** Decorative illustration, shown beside the title from tablet width up. */
  art?: string;
  /** Calls to action under the lead. */
  children?: React.ReactNode;
}

/** The top band of the donation pages: breadcrumbs, the page's one h1 and its lead. */
export const PageIntro = ({ trail, crumb, title, lead, art, children }: PageIntroProps) => (
  <section className={styles.intro}>
    <div className={[styles.inner, art ? styles.withArt : ''].join(' ')}>
      <div className={styles.copy}>
        <Breadcrumbs trail={trail} current={crumb} />
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      {art && <img className={styles.art} src={art} alt="" width={480} height={400} />}
    </div>
  </section>
);
