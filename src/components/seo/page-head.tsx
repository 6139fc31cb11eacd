import React from 'react';
import { canonicalOrigin } from '../../lib/config';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALE_TAGS,
  isLanguage,
  localisedPath,
} from '../../lib/languages';
import { NEWS_FEED, newsFeedPath } from '../../lib/news-feed';

export interface PageHeadProps {
  title: string;
  description: string;
  language: string;
  /** Language-neutral path of the page, e.g. `/donate/`. */
  originalPath: string;
  socialImage?: string | null;
  allowRobots?: boolean;
  /**
   * False while the page's address is not known (a client-only route rendered at build time
   * as `/action-email/[id]/`): no canonical, language alternates or og:url then, rather than
   * addresses that do not exist. The browser adds them once it knows the address.
   */
  linkAddress?: boolean;
  type?: 'website' | 'article';
  children?: React.ReactNode;
}

export const SITE_NAME = 'Pro-Life Utah';
const DEFAULT_SOCIAL_IMAGE = '/images/social-share.png';

const SITE_SUFFIX = ` | ${SITE_NAME}`;

/** The page's own title: translators sometimes end it with the site name, which we add anyway. */
const pageTitleOf = (title: string): string =>
  title.endsWith(SITE_SUFFIX) ? title.slice(0, -SITE_SUFFIX.length) : title;

const absolute = (origin: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** Everything a page puts in <head>: meta, the www canonical, robots and DESIGN's hreflang. */
export const PageHead = ({
  title: givenTitle,
  description,
  language,
  originalPath,
  socialImage,
  allowRobots = true,
  linkAddress = true,
  type = 'website',
  children,
}: PageHeadProps) => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const origin = canonicalOrigin();
  const canonical = `${origin}${localisedPath(lang, originalPath)}`;
  const title = pageTitleOf(givenTitle);
  const fullTitle = title === SITE_NAME ? title : `${title}${SITE_SUFFIX}`;
  const image = absolute(origin, socialImage || DEFAULT_SOCIAL_IMAGE);
  return (
    <>
      <html lang={lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {!allowRobots && <meta name="robots" content="noindex, nofollow" />}
      {linkAddress && (
        <>
          <link rel="canonical" href={canonical} />
          {LANGUAGES.map((alt) => (
            <link
              key={alt}
              rel="alternate"
              hrefLang={alt}
              href={`${origin}${localisedPath(alt, originalPath)}`}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${origin}${originalPath}`} />
        </>
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {linkAddress && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={LOCALE_TAGS[lang].og} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content="#0f4c5c" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={NEWS_FEED[lang].title}
        href={newsFeedPath(lang)}
      />
      {children}
    </>
  );
};
