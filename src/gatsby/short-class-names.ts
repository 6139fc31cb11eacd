// CSS module class names in production builds: a 6-character hash of the file and class
// (css-loader's own scheme) instead of Gatsby's `[name]--[local]--[hash:hex:5]`. Every page
// inlines its CSS and carries the names in its HTML and scripts: on the score card that was
// 1.1 kB of its 15 kB gzip page, which then no longer fit the first 14.6 kB TCP window a
// phone receives before its first acknowledgement (a round trip more before the first paint).
// Development keeps Gatsby's readable names.
export const PRODUCTION_CLASS_NAME = '[hash:base64:6]';

interface LoaderLike {
  loader?: string;
  options?: { modules?: unknown };
}

interface RuleLike {
  oneOf?: RuleLike[];
  rules?: RuleLike[];
  use?: unknown;
}

const isCssLoader = (entry: unknown): entry is LoaderLike & { options: { modules: object } } => {
  const candidate = entry as LoaderLike | null;
  return (
    typeof candidate?.loader === 'string' &&
    /[\\/]css-loader[\\/]/.test(candidate.loader) &&
    typeof candidate.options?.modules === 'object' &&
    candidate.options.modules !== null
  );
};

/** Sets the short names on every CSS-module css-loader of `rules`; says how many it changed. */
export const shortenCssModuleNames = (rules: readonly unknown[] | undefined): number => {
  let changed = 0;
  for (const rule of (rules ?? []) as RuleLike[]) {
    if (!rule || typeof rule !== 'object') continue;
    changed += shortenCssModuleNames(rule.oneOf) + shortenCssModuleNames(rule.rules);
    for (const entry of Array.isArray(rule.use) ? rule.use : []) {
      if (!isCssLoader(entry)) continue;
      entry.options.modules = { ...entry.options.modules, localIdentName: PRODUCTION_CLASS_NAME };
      changed += 1;
    }
  }
  return changed;
};
