import type { Actions } from 'gatsby';
import { LANGUAGES, localisedPath } from '../lib/languages';
import { LEGACY_REDIRECTS } from '../lib/legacy-redirects';

export const createRedirects = ({ createRedirect }: Pick<Actions, 'createRedirect'>): void => {
  for (const language of LANGUAGES) {
    for (const { from, to } of LEGACY_REDIRECTS) {
      const fromPath = localisedPath(language, from);
      const toPath = localisedPath(language, to);
      createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: true });
      createRedirect({
        fromPath: fromPath.replace(/\/$/, ''),
        toPath,
        isPermanent: true,
        redirectInBrowser: true,
      });
    }
  }
};
