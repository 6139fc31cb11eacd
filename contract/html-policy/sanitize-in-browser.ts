// What pages import to clean API HTML in the browser. Everything else (the policy, its
// rules, DOMPurify) is fetched on first use, so a page pays nothing for it up front.
export type SanitizeHtml = (html: string) => string;

/** Loads the sanitiser for API HTML; the function it resolves to is synchronous. */
export const loadBrowserSanitizer = async (): Promise<SanitizeHtml> =>
  (
    await import(/* webpackChunkName: "html-sanitizer" */ './dompurify-sanitizer')
  ).createBrowserSanitizer();

/** API HTML (a fresh article's story, an action email) made safe for dangerouslySetInnerHTML. */
export const sanitizeApiHtmlInBrowser = async (html: string): Promise<string> =>
  (await loadBrowserSanitizer())(html);
