import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ARTICLE_ID } from '../../builds/queue-state';

/** More named articles than this are summed up, not listed. */
const LISTED = 20;
const titles = new Map<string, string | null>();

async function titleIn(releasesDir: string, release: string, uuid: string): Promise<string | null> {
  const key = `${release}/${uuid}`;
  if (titles.has(key)) return titles.get(key) ?? null;
  let title: string | null = null;
  try {
    const html = await fs.readFile(
      path.join(releasesDir, release, 'news', 'article', uuid, 'index.html'),
      'utf8',
    );
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    title = h1 ? decode(h1.replace(/<[^>]+>/g, '').trim()) || null : null;
  } catch {
    title = null;
  }
  titles.set(key, title);
  return title;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The CMS names articles by id; a person knows them by title. The build's own page of the
 * article gives it (read once per release: releases never change).
 */
export async function articleTitles(
  releasesDir: string,
  release: string | null,
  ids: readonly string[],
): Promise<string[]> {
  const listed = ids.filter((id) => ARTICLE_ID.test(id)).slice(0, LISTED);
  const named = await Promise.all(
    listed.map(async (id) => {
      const title = release ? await titleIn(releasesDir, release, id) : null;
      return title ? `‘${title}’` : `the article with id ${id} in the CMS`;
    }),
  );
  if (ids.length > LISTED) named.push(`and ${ids.length - LISTED} more`);
  return named;
}
