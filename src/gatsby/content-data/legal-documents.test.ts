import { readLegalDocuments } from './source-legal-documents';
import { sanitizeLegalHtml } from '../../../contract/html-policy/sanitize-at-build';
import { LANGUAGES } from '../../lib/languages';

describe('sanitizeLegalHtml', () => {
  it('drops scripts, styles, event handlers and javascript: links, and keeps the text', () => {
    const dirty =
      '<h2 id="a" onclick="x()">Title</h2><script>alert(1)</script><style>p{}</style>' +
      '<p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="/privacy-notice/">good</a></p>' +
      '<iframe src="https://evil.example"></iframe>';
    expect(sanitizeLegalHtml(dirty)).toBe(
      '<h2 id="a">Title</h2><p>Text <a>bad</a> <a href="/privacy-notice/">good</a></p>',
    );
  });

  it('is stricter than the API policy: no images, tables or plain-http links', () => {
    expect(
      sanitizeLegalHtml(
        '<p><img src="https://a.org/i.png" alt="i"><a href="http://a.org/">plain</a></p>' +
          '<table><tr><td>cell</td></tr></table>',
      ),
    ).toBe('<p><a>plain</a></p>cell');
  });
});

describe('content/legal', () => {
  const documents = readLegalDocuments();

  it.each(['terms-of-use', 'privacy-notice'])('has %s in every language', (slug) => {
    expect(
      documents
        .filter((doc) => doc.slug === slug)
        .map((doc) => doc.language)
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it('holds nothing the sanitiser has to remove', () => {
    // Read raw: if cleaning changed a file, someone pasted markup that the page would lose.
    const raw = readLegalDocuments(undefined, { sanitize: false });
    for (const document of raw) {
      expect({
        file: `${document.language}/${document.slug}`,
        html: sanitizeLegalHtml(document.html),
      }).toEqual({
        file: `${document.language}/${document.slug}`,
        html: document.html.trim(),
      });
    }
  });
});
