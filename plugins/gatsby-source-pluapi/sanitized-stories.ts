import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';
import { sanitizeApiHtml } from '../../contract/html-policy/sanitize-at-build';

// Sanitizing 3,000 stories takes 1-2 s of every build, though a rebuild changes one or two:
// each result is kept in Gatsby's cache under the story's digest.

const CACHE_PREFIX = 'story-html';

/**
 * A digest of the sanitizer as this build runs it: every file of `contract/html-policy` and
 * the sanitize-html version. Any change there misses every cached result, so a tightened
 * policy applies to old stories at once. Null when they cannot be read: nothing is cached.
 */
export function sanitizerFingerprint(root = process.cwd()): string | null {
  try {
    const dir = path.join(root, 'contract', 'html-policy');
    const hash = createHash('sha256');
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.ts')) continue;
      hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
    }
    hash.update(readFileSync(path.join(root, 'node_modules', 'sanitize-html', 'package.json')));
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/** Each article's story through the API HTML policy, by uuid; unchanged ones from the cache. */
export async function sanitizedStories(
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  articles: ReadonlyArray<{ uuid: string; story: string }>,
  fingerprint: string | null = sanitizerFingerprint(),
): Promise<Map<string, string>> {
  const stories = new Map<string, string>();
  await Promise.all(
    articles.map(async ({ uuid, story }) => {
      if (fingerprint === null) {
        stories.set(uuid, sanitizeApiHtml(story));
        return;
      }
      const key = `${CACHE_PREFIX}:${createHash('sha256').update(`${fingerprint}\0${story}`).digest('hex')}`;
      const cached: unknown = await cache.get(key);
      if (typeof cached === 'string') {
        stories.set(uuid, cached);
        return;
      }
      const clean = sanitizeApiHtml(story);
      await cache.set(key, clean);
      stories.set(uuid, clean);
    }),
  );
  return stories;
}
