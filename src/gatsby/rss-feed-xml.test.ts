import { rssFeedXml } from './rss-feed-xml';

const ARTICLES = [
  {
    uuid: 'b1c2',
    title: 'Moms & Babies <First>: "Thank you"',
    socialDescription: 'Bills that help families & <b>mothers</b>\u0001.',
    pubdate: '2026-03-07T17:00:00.000Z',
    author: 'Samuel Whitaker',
  },
  {
    uuid: 'a0b1',
    title: 'Session begins',
    socialDescription: null,
    pubdate: '2026-01-20T17:00:00.000Z',
    author: null,
  },
];

const parse = (xml: string): Document => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const text = (parent: Element | Document, tag: string): string | undefined =>
  parent.getElementsByTagName(tag)[0]?.textContent ?? undefined;

const options = {
  origin: 'https://www.prolifeutah.org',
  buildDate: new Date('2026-11-22T02:00:00Z'),
};

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0 with the articles in order, their text escaped', () => {
    const doc = parse(rssFeedXml(ARTICLES, { ...options, language: 'en' }));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items.map((item) => text(item, 'title'))).toEqual([
      'Moms & Babies <First>: "Thank you"',
      'Session begins',
    ]);
    expect(text(items[0]!, 'description')).toBe('Bills that help families & <b>mothers</b>.');
    expect(text(items[0]!, 'dc:creator')).toBe('Samuel Whitaker');
    expect(items[1]!.getElementsByTagName('description')).toHaveLength(0);
  });

  it('links each item to its page on the www host, in the feed language', () => {
    const doc = parse(rssFeedXml(ARTICLES, { ...options, language: 'es' }));
    const item = doc.getElementsByTagName('item')[0]!;
    expect(text(item, 'link')).toBe('https://www.prolifeutah.org/es/news/article/b1c2/');
    expect(text(item, 'guid')).toBe('https://www.prolifeutah.org/es/news/article/b1c2/');
    expect(text(doc, 'language')).toBe('es-us');
    expect(text(doc.documentElement, 'title')).toBe('Noticias de Pro-Life Utah');
    expect(doc.getElementsByTagName('atom:link')[0]!.getAttribute('href')).toBe(
      'https://www.prolifeutah.org/es/rss.xml',
    );
  });

  it('dates items in RFC 822', () => {
    const doc = parse(rssFeedXml(ARTICLES, { ...options, language: 'pt' }));
    expect(text(doc.getElementsByTagName('item')[0]!, 'pubDate')).toBe(
      'Sat, 07 Mar 2026 17:00:00 GMT',
    );
    expect(text(doc, 'lastBuildDate')).toBe('Sun, 22 Nov 2026 02:00:00 GMT');
  });
});
