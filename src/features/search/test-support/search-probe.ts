// Builds a real Pagefind index for a directory of HTML with the site's own build step, then
// searches it with Pagefind's real browser module, and prints what each query found as JSON.
// A separate process because jest cannot load ESM-only pagefind; used by search-index.test.ts.
// Usage: tsx search-probe.ts <site dir> <language>:<query> [...]
import http from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSearchIndex, startSearchIndex } from '../../../gatsby/build-search-index';
import type { PagefindModule } from '../pagefind-types';

const serve = (root: string) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer((request, response) => {
      const file = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
      readFile(file).then(
        (body) => response.end(body),
        () => response.writeHead(404).end(),
      );
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/**
 * As the server makes a webhook build's index (server/builds/search-ahead.ts): the folder read
 * without the pages named in PROBE_ADD_AFTER (comma-separated), those added one by one after.
 */
const buildIndexAddingAfter = async (siteDir: string, later: string[]) => {
  const held = later.map((page) => {
    const html = readFileSync(path.join(siteDir, page), 'utf8');
    rmSync(path.join(siteDir, page));
    return [page, html] as const;
  });
  const index = await startSearchIndex();
  await index.addDirectory(siteDir);
  for (const [page, html] of held) await index.addPage(page, html);
  await index.write(path.join(siteDir, 'pagefind'));
  for (const [page, html] of held) writeFileSync(path.join(siteDir, page), html);
};

const main = async () => {
  const [siteDir = '', ...searches] = process.argv.slice(2);
  const later = process.env.PROBE_ADD_AFTER?.split(',').filter(Boolean) ?? [];
  if (later.length > 0) await buildIndexAddingAfter(siteDir, later);
  else await buildSearchIndex(siteDir);
  const server = await serve(siteDir);
  const { port } = server.address() as { port: number };
  const found: Record<string, Array<{ url: string; title?: string; excerpt: string }>> = {};
  for (const search of searches) {
    const [language = '', query = ''] = search.split(':');
    // Pagefind picks the index from <html lang>, read when an instance is created.
    Object.assign(globalThis, {
      document: { currentScript: null, querySelector: () => ({ getAttribute: () => language }) },
    });
    const pagefind = (await import(
      pathToFileURL(path.join(siteDir, 'pagefind/pagefind.js')).href
    )) as PagefindModule;
    const instance = pagefind.createInstance({
      basePath: `http://127.0.0.1:${port}/pagefind/`,
    } as never);
    const answer = await instance.search(query);
    found[search] = await Promise.all(
      (answer?.results ?? []).map(async (result) => {
        const data = await result.data();
        return {
          url: new URL(data.url, 'http://x').pathname,
          title: data.meta.title,
          excerpt: data.excerpt,
        };
      }),
    );
  }
  server.close();
  process.stdout.write(JSON.stringify({ found }));
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
