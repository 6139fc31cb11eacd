import { AUTHORS } from './authors';
import { toArticleRecord } from './story';
import { SYNTHETIC_TOPICS, UTAH_PLACES } from './synthetic-topics';
import type { ArticleContent, ArticleRecord } from './article-types';
import { createRng } from '../prng';
import { spreadDates } from '../dates';

function syntheticContent(seedKey: string, year: number, featured: boolean): ArticleContent {
  const rng = createRng(seedKey);
  const topic = rng.pick(SYNTHETIC_TOPICS);
  const place = rng.pick(UTAH_PLACES);
  const author = rng.pick(AUTHORS);
  return {
    typeID: featured ? 2 : topic.typeID,
    title: topic.title(place, year),
    author,
    summary: topic.summary(place),
    lead: topic.lead(place, year),
    heading: topic.heading,
    points: topic.points,
    quote: { text: topic.quote, by: `A volunteer from ${place}` },
    closing: topic.closing,
    link: topic.link,
  };
}

/**
 * `count` generated articles shared round-robin over `years`. The first of each year is a
 * featured event (typeID 2), so every year with news has one for the home page.
 */
export function syntheticArticles(
  count: number,
  years: number[],
  now: Date,
  prefix = 'synthetic',
): ArticleRecord[] {
  const perYear = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) {
    const year = years[index % years.length];
    if (year === undefined) break;
    const indexes = perYear.get(year) ?? [];
    indexes.push(index);
    perYear.set(year, indexes);
  }
  const records: ArticleRecord[] = [];
  for (const [year, indexes] of perYear) {
    const times = spreadDates(year, indexes.length, now);
    indexes.forEach((index, position) => {
      const seedKey = `${prefix}:${index}`;
      const content = syntheticContent(seedKey, year, position === 0);
      records.push(toArticleRecord(content, seedKey, times[position] ?? Date.UTC(year, 0, 1)));
    });
  }
  return records;
}
