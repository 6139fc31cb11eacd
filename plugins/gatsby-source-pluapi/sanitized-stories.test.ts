import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sanitizedStories, sanitizerFingerprint } from './sanitized-stories';

const mapCache = () => {
  const store = new Map<string, unknown>();
  return {
    store,
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
};

const STORY = '<p>Walk for Life</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
const article = { uuid: 'a-1', story: STORY };

test('a story goes through the API HTML policy, also when nothing can be cached', async () => {
  for (const fingerprint of ['policy-1', null]) {
    const clean = (await sanitizedStories(mapCache(), [article], fingerprint)).get('a-1');
    expect(clean).toContain('<p>Walk for Life</p>');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onerror');
  }
});

test('an unchanged story under the same policy comes from the cache; a new policy or story misses', async () => {
  const cache = mapCache();
  await sanitizedStories(cache, [article], 'policy-1');
  expect(cache.store.size).toBe(1);
  // Marked, to tell a cached answer from a fresh one.
  const [key] = [...cache.store.keys()];
  cache.store.set(key!, '<p>from the cache</p>');

  expect((await sanitizedStories(cache, [article], 'policy-1')).get('a-1')).toBe(
    '<p>from the cache</p>',
  );
  expect((await sanitizedStories(cache, [article], 'policy-2')).get('a-1')).toContain(
    'Walk for Life',
  );
  const edited = { uuid: 'a-1', story: '<p>Walk for Life, new date</p>' };
  expect((await sanitizedStories(cache, [edited], 'policy-1')).get('a-1')).toBe(
    '<p>Walk for Life, new date</p>',
  );
});

test('the fingerprint follows every policy file and is null without them', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pluapi-policy-'));
  try {
    expect(sanitizerFingerprint(root)).toBeNull();
    mkdirSync(path.join(root, 'contract', 'html-policy'), { recursive: true });
    mkdirSync(path.join(root, 'node_modules', 'sanitize-html'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', 'sanitize-html', 'package.json'), '{}');
    writeFileSync(path.join(root, 'contract', 'html-policy', 'policy.ts'), 'allow p');
    const before = sanitizerFingerprint(root);
    writeFileSync(path.join(root, 'contract', 'html-policy', 'element-rules.ts'), 'drop img');
    expect(sanitizerFingerprint(root)).not.toBe(before);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
