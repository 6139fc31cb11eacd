import { canonicalOrigin } from '../../lib/config';
import { localisedPath, type Language } from '../../lib/languages';

/**
 * The canonical address of a page in one language (www host, /es/ or /pt/ prefix), the same
 * address its <link rel="canonical"> gives, so shares count towards one URL per page.
 */
export const canonicalPageUrl = (language: Language, originalPath: string): string =>
  `${canonicalOrigin()}${localisedPath(language, originalPath)}`;
