import { XSS_PAYLOADS } from '../../e2e/support/xss-payloads';
import { sanitizeStory } from './sanitize-story';

// sanitize-html escapes every "<" of text, so each "<" left in its output opens a real tag,
// and every attribute it keeps is written name="value".
const tagsOf = (html: string) =>
  Array.from(html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi), ([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: Array.from(rest!.matchAll(/([^\s=/]+)="([^"]*)"/g), ([, key, value]) => ({
      key: key!.toLowerCase(),
      value: value!,
    })),
  }));

const PROSE_TAGS = new Set(
  'p h2 h3 h4 strong b em i a ul ol li blockquote figure figcaption img br hr table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);

describe('sanitizeStory against the XSS corpus', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing that runs in %s', (payload) => {
    for (const tag of tagsOf(sanitizeStory(`<p>before</p>${payload}<p>after</p>`))) {
      expect(PROSE_TAGS).toContain(tag.name);
      for (const { key, value } of tag.attributes) {
        expect(key).not.toMatch(/^on/);
        if (key === 'href' || key === 'src') expect(value).toMatch(/^(https?:|mailto:|tel:|\/|#)/i);
      }
    }
  });
});
