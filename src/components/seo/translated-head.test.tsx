import React from 'react';
import { render } from '@testing-library/react';
import { translatedHead } from './translated-head';

const headOf = (pathname: string, language = 'en') => {
  const Head = translatedHead('action-email', { pathFromLocation: true });
  const props = {
    data: { locales: { edges: [] } },
    pageContext: { language, i18n: { originalPath: '/action-email/[id]/' } },
    location: { pathname },
  } as unknown as Parameters<typeof Head>[0];
  const { container } = render(<Head {...props} />);
  return {
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Array.from(container.querySelectorAll('link[rel="alternate"][hreflang]')).map(
      (link) => link.getAttribute('href'),
    ),
    ogUrl: container.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    title: container.querySelector('title')?.textContent,
    description: container.querySelector('meta[name="description"]')?.getAttribute('content'),
  };
};

describe('the head of a client-only page', () => {
  it('links the address the browser is at, in every language', () => {
    const head = headOf('/es/action-email/101/', 'es');
    expect(head.canonical).toMatch(/^https:\/\/www\.[^/]+\/es\/action-email\/101\/$/);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.alternates).toHaveLength(4);
    expect(head.alternates.every((href) => href?.endsWith('/action-email/101/'))).toBe(true);
  });

  // The build renders the route once, at an address with the id's placeholder: a crawler that
  // reads that HTML must not be told that /action-email/[id]/ is the page's address.
  it('links no address while the id is the build-time placeholder, and keeps title and description', () => {
    const head = headOf('/es/action-email/[id]/', 'es');
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
    expect(head.ogUrl).toBeUndefined();
    expect(head.title).toBeTruthy();
    expect(head.description).toBeTruthy();
  });
});
