import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { SearchState } from './use-search-results';
import * as styles from './search.module.css';

/**
 * The polite live region: always in the page, so screen readers announce each new count
 * (role="status" is polite) without moving focus away from the field.
 */
export const SearchStatus = ({ query, state }: { query: string; state: SearchState }) => {
  const { t } = useTranslation('search');
  const text = (() => {
    switch (state.status) {
      case 'idle':
        return '';
      case 'loading':
        return t('status.loading');
      case 'error':
        return t('status.error');
      case 'done':
        if (state.total === 0) return t('status.none', { query });
        return t(state.total === 1 ? 'status.one' : 'status.many', { total: state.total, query });
    }
  })();
  return (
    <p role="status" className={styles.status}>
      {text}
    </p>
  );
};
