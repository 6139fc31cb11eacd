// The language is decided in the browser before the first paint, so the edge keeps one copy
// of `/` for every visitor: a Spanish browser is moved to /es/ by the page itself.
import http from 'http';
import { expect, test } from '../support/fixtures';
import { projectSite } from '../support/browser';
import { openHome } from '../support/first-paints';

const get = (target: string, headers: Record<string, string>) =>
  new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const url = new URL(target, projectSite());
    http
      .get(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ headers: answer.headers, text }));
        },
      )
      .on('error', reject);
  });

test('one cached / for every language: a Spanish browser gets the English copy from the cache', async () => {
  const target = `/?run=${Date.now()}`;
  const english = await get(target, { 'accept-language': 'en-US,en;q=0.9' });
  const spanish = await get(target, { 'accept-language': 'es-ES,es;q=0.9' });
  expect(spanish.headers['x-cache']).toBe('HIT');
  expect(spanish.text).toBe(english.text);
  expect(String(spanish.headers.vary ?? '')).not.toMatch(/accept-language/i);
});

test('through the edge, a Spanish browser never paints English on /', async ({ newVisitor }) => {
  const { context, page } = await newVisitor({ locale: 'es-ES' });
  const origin = projectSite();
  const seen = await openHome({ context, page, origin, expected: { path: '/es/', lang: 'es' } });
  expect(seen.paints.filter((paint) => paint.lang === 'en')).toEqual([]);
  expect(seen.paints).toContainEqual({ path: '/es/', name: 'first-contentful-paint', lang: 'es' });
  expect(seen.errors).toEqual([]);
});

test('through the edge, a saved Portuguese and a saved English are kept', async ({
  newVisitor,
}) => {
  const origin = projectSite();
  const portuguese = await newVisitor({ locale: 'es-ES' });
  const seenPt = await openHome({
    ...portuguese,
    origin,
    saved: 'pt',
    expected: { path: '/pt/', lang: 'pt' },
  });
  expect(seenPt.paints.filter((paint) => paint.lang !== 'pt')).toEqual([]);
  expect(seenPt.errors).toEqual([]);

  const english = await newVisitor({ locale: 'es-ES' });
  const seenEn = await openHome({
    ...english,
    origin,
    saved: 'en',
    expected: { path: '/', lang: 'en' },
  });
  expect(seenEn.paints).toContainEqual({ path: '/', name: 'first-contentful-paint', lang: 'en' });
  expect(seenEn.errors).toEqual([]);
});
