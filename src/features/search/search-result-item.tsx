import React from 'react';
import { Link } from 'gatsby';
import { formatDate } from '../../lib/format';
import { excerptParts } from './excerpt-parts';
import type { SearchHit } from './use-search-results';
import * as styles from './search.module.css';

/** One result: title as the link, the article's date, the excerpt with the matches marked. */
export const SearchResultItem = ({ hit, language }: { hit: SearchHit; language: string }) => {
  const date = hit.date ? formatDate(hit.date, language) : '';
  return (
    <li className={styles.result}>
      <article>
        <h2 className={styles.resultTitle}>
          {/* Pagefind's URLs already carry the language prefix: the core Link, not i18next's. */}
          <Link to={hit.url}>{hit.title}</Link>
        </h2>
        {date && (
          <p className={styles.date}>
            <time dateTime={hit.date}>{date}</time>
          </p>
        )}
        <p className={styles.excerpt}>
          {excerptParts(hit.excerpt).map((part, index) =>
            part.marked ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </p>
      </article>
    </li>
  );
};
