import { robotsTxt } from './write-robots-txt';

describe('robots.txt', () => {
  it('allows crawling and names the sitemap on the www host', () => {
    expect(robotsTxt('https://prolifeutah.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.prolifeutah.org/sitemap-index.xml\n',
    );
  });
});
