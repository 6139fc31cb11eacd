import {
  ARTICLE_ID,
  decodeChangedArticles,
  encodeChangedArticles,
  isArticleId,
} from './changed-articles';

const UUID = '3f2a9c1e-0b7d-4c1a-9e8f-1a2b3c4d5e6f';

test('the ids the server encodes are the ids the plugin decodes, in order', () => {
  const ids = [UUID, 'a-1', 'B_2'];
  expect(encodeChangedArticles(ids)).toBe(`${UUID},a-1,B_2`);
  expect(decodeChangedArticles(encodeChangedArticles(ids))).toEqual(ids);
  expect(decodeChangedArticles(encodeChangedArticles([]))).toEqual([]);
});

test('a value set by hand: unset, empty, spaces and stray commas read as written', () => {
  expect(decodeChangedArticles(undefined)).toEqual([]);
  expect(decodeChangedArticles('')).toEqual([]);
  expect(decodeChangedArticles(` ${UUID.toUpperCase()} ,, a-1 ,`)).toEqual([
    UUID.toUpperCase(),
    'a-1',
  ]);
});

test('an id that would not survive the trip is refused before the build starts', () => {
  expect(() => encodeChangedArticles(['a-1', 'b,c'])).toThrow(
    '"b,c" is not an article id (at most 64 letters, digits, - or _)',
  );
  expect(() => encodeChangedArticles(['a'.repeat(65)])).toThrow(/is not an article id/);
});

test('the id rule: 1 to 64 of A-Z a-z 0-9 - _', () => {
  expect(ARTICLE_ID.test(UUID)).toBe(true);
  expect(isArticleId('a'.repeat(64))).toBe(true);
  for (const bad of ['', 'a'.repeat(65), '../etc', 'a b', 'a,b', 42, null])
    expect(isArticleId(bad)).toBe(false);
});
