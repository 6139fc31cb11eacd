import React from 'react';
import { Container } from '../ui/section';
import * as styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}

/** The band at the top of a content page: its one <h1> and an optional lead paragraph. */
export const PageHeader = ({ title, lead, children }: PageHeaderProps) => (
  <header className={styles.header}>
    <Container>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </Container>
  </header>
);
