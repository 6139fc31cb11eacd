import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button, LinkButton } from '../ui/button';
import * as styles from './page-error-boundary.module.css';

/** What the visitor sees instead of a page whose content failed to render. */
const PageErrorNotice = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('common');
  return (
    <section className={styles.notice} role="alert" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t('pageError.title')}</h1>
      <p>{t('pageError.body')}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('pageError.retry')}</Button>
        <LinkButton to="/" variant="outline">
          {t('pageError.home')}
        </LinkButton>
      </div>
    </section>
  );
};

interface State {
  failed: boolean;
}

/**
 * Keeps one page's failure inside its content: the navbar and footer stay, and the visitor
 * is told in the page's language and offered a retry and the way home. A class, because
 * only a class can catch a render error in React 18.
 */
export class PageErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    // For the developer console; the visitor gets the notice.
    console.error('A page failed to render', error, info.componentStack);
  }

  private retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? <PageErrorNotice onRetry={this.retry} /> : this.props.children;
  }
}
