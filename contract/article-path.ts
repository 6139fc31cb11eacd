// Where an article's page lives on the site, in English (the i18n Link adds /es/ or /pt/): the
// site makes the page there, and the staff console links to it.

/** `/news/article/{uuid}/`. */
export const articlePath = (uuid: string): string => `/news/article/${uuid}/`;
