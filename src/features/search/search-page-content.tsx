import React, { useEffect, useId, useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { queryFromSearch } from './query-from-search';
import { SearchResultItem } from './search-result-item';
import { SearchStatus } from './search-status';
import { useSearchResults } from './use-search-results';
import * as styles from './search.module.css';

interface SearchPageContentProps {
  language: string;
  /** The page's own path, e.g. /es/search/. */
  pathname: string;
  /** `location.search`: the query lives in `?q=`, so Back and shared links keep the results. */
  search: string;
}

export const SearchPageContent = ({ language, pathname, search }: SearchPageContentProps) => {
  const { t } = useTranslation('search');
  const inputId = useId();
  // The static HTML has no query: read it after hydration so server and client markup agree.
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  useEffect(() => {
    const fromUrl = queryFromSearch(search);
    setQuery(fromUrl);
    setDraft(fromUrl);
  }, [search]);
  const { state, showMore } = useSearchResults(language, query);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next) void navigate(`${pathname}?q=${encodeURIComponent(next)}`);
  };

  return (
    <div className={styles.page}>
      {/* Without JavaScript the same form is a GET to this page. */}
      <form role="search" action={pathname} method="get" onSubmit={submit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            enterKeyHint="search"
            autoComplete="off"
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
      </form>

      {/* The results area keeps a screen's height from the first paint, so the footer never
          jumps down when the answer arrives (a layout shift of 0.37 on a phone). */}
      <div className={styles.resultsArea}>
        <SearchStatus query={query} state={state} />

        {state.status === 'idle' && <p className={styles.hint}>{t('empty')}</p>}
        {state.status === 'done' && state.total === 0 && (
          <p className={styles.hint}>{t('noResultsHelp')}</p>
        )}
        {state.status === 'done' && state.hits.length > 0 && (
          <>
            <ol className={styles.results}>
              {state.hits.map((hit) => (
                <SearchResultItem key={hit.url} hit={hit} language={language} />
              ))}
            </ol>
            {state.hits.length < state.total && (
              <button type="button" className={styles.more} onClick={() => void showMore()}>
                {t('showMore', { shown: state.hits.length, total: state.total })}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
};
