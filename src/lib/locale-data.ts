import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE } from './languages';

export interface LocaleEdge {
  node: { ns: string | null; data: string | null; language: string | null };
}
export interface LocalesData {
  locales: { edges: ReadonlyArray<LocaleEdge> };
}

/**
 * A translator for Gatsby's Head, which the i18next provider does not wrap.
 * Built from the same locale nodes the page query loaded, with the same English fallback.
 */
export const headTranslator = (data: LocalesData, language: string, ns: string): TFunction => {
  const resources: Resource = {};
  for (const { node } of data.locales.edges) {
    if (!node.language || !node.ns || !node.data) continue;
    resources[node.language] = { ...resources[node.language], [node.ns]: JSON.parse(node.data) };
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: ns,
    fallbackNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
};
