import React from 'react';
import { canonicalOrigin } from '../../lib/config';
import { DEFAULT_LANGUAGE, isLanguage, localisedPath } from '../../lib/languages';
import type { ArticleSummary } from './api';

interface NewsArticleJsonLdProps {
  article: ArticleSummary;
  /** The site's copy of the social image (site-relative), if the build has one. */
  imageUrl: string | null;
  language: string;
  /** Language-neutral path of the article page. */
  originalPath: string;
  publisherName: string;
}

/** schema.org NewsArticle, so search engines can show the article as a news result. */
export const NewsArticleJsonLd = ({
  article,
  imageUrl,
  language,
  originalPath,
  publisherName,
}: NewsArticleJsonLdProps) => {
  const origin = canonicalOrigin();
  const url = `${origin}${localisedPath(isLanguage(language) ? language : DEFAULT_LANGUAGE, originalPath)}`;
  const json = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.socialDescription ?? undefined,
    image: [`${origin}${imageUrl ?? '/images/social-share.png'}`],
    datePublished: article.pubdate,
    inLanguage: language,
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: publisherName },
    publisher: {
      '@type': 'Organization',
      name: publisherName,
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
  // JSON.stringify output is safe inside a script tag once "<" is escaped.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
};
