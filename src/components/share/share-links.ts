// Plain links to share a page: no share button script from Facebook or X is ever loaded,
// so nothing reaches a third party until the visitor clicks one of these.

export type ShareMethod = 'web-share' | 'copy' | 'email' | 'facebook' | 'x';
export type LinkMethod = Extract<ShareMethod, 'email' | 'facebook' | 'x'>;

export interface ShareMessage {
  url: string;
  /** The sentence that goes before the link. */
  text: string;
  /** The e-mail's subject. */
  subject: string;
}

export const LINK_METHODS: ReadonlyArray<LinkMethod> = ['email', 'facebook', 'x'];

const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

export const shareLink = (method: LinkMethod, { url, text, subject }: ShareMessage): string => {
  switch (method) {
    case 'email':
      // encodeURIComponent, not URLSearchParams: mail programs read "+" as a plus, not a space.
      return `mailto:?${query({ subject, body: `${text} ${url}` })}`;
    case 'facebook':
      // Facebook takes only the address; it reads the page's own Open Graph tags for the rest.
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'x':
      return `https://x.com/intent/post?${query({ text, url })}`;
  }
};
