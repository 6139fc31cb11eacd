import React from 'react';
import type { HeadProps } from 'gatsby';
import { withoutLanguagePrefix } from '../../lib/languages';
import { headTranslator, type LocalesData } from '../../lib/locale-data';
import { PageHead } from './page-head';

export interface PageLanguageContext {
  language: string;
  i18n: { originalPath: string };
}

interface HeadOptions {
  allowRobots?: boolean;
  /** Client-only routes (ids known in the browser only): the address as the browser has it. */
  pathFromLocation?: boolean;
}

/** A segment such as `[id]`: the build's one render of a client-only route, id unknown. */
const hasPlaceholder = (path: string): boolean => /\/\[[^/]*\](\/|$)/.test(path);

/**
 * The Head of a page whose title and description are `meta.title` and `meta.description`
 * of its own namespace, translated from the locale nodes its query loaded. A template serving
 * several pages names the namespace from its page context.
 */
export const translatedHead = <C extends PageLanguageContext>(
  ns: string | ((context: C) => string),
  options: HeadOptions = {},
) =>
  function Head({ data, pageContext, location }: HeadProps<LocalesData, C>) {
    const t = headTranslator(
      data,
      pageContext.language,
      typeof ns === 'string' ? ns : ns(pageContext),
    );
    const originalPath = options.pathFromLocation
      ? withoutLanguagePrefix(location.pathname)
      : pageContext.i18n.originalPath;
    return (
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        language={pageContext.language}
        originalPath={originalPath}
        allowRobots={options.allowRobots ?? true}
        linkAddress={!hasPlaceholder(originalPath)}
      />
    );
  };
