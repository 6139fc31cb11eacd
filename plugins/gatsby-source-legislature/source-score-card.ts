import type { SourceNodesArgs } from 'gatsby';
import { fetchText } from './fetch-text';
import type { LegislatureOptions } from './plugin-options-schema';
import { readScoreCard, UnusableSheet, type ScoreCard } from './read-score-card';
import type { SheetProblem } from './sheet-problem';
import { legislatorSlug } from './slug';

const CACHE_KEY = 'score-card-last-good';

interface CachedSheet {
  csv: string;
  fetchedAt: string;
}

export interface ScoreCardOutcome {
  problems: SheetProblem[];
  fallbacks: Array<{ what: string; reason: string }>;
  legislators: number;
}

type Args = Pick<SourceNodesArgs, 'actions' | 'cache' | 'createNodeId' | 'createContentDigest'>;

/** Read the sheet, check it, and keep it as the last good copy when at least one row passed. */
async function readFresh(options: LegislatureOptions, fetchImpl?: typeof fetch) {
  const csv = await fetchText(options.scoreCardCsvUrl, options.timeoutMs, fetchImpl);
  const card = readScoreCard(csv);
  if (card.legislators.length === 0) throw new UnusableSheet('no row of it could be published');
  return { csv, card };
}

/**
 * The score card from the organisation's spreadsheet. A sheet that cannot be fetched or read
 * never fails the build: the last good copy in Gatsby's cache is published instead, and said
 * so; with none, no score card nodes (the page shows the spreadsheet's frame).
 */
export async function sourceScoreCard(
  args: Args,
  options: LegislatureOptions,
  fetchImpl?: typeof fetch,
): Promise<ScoreCardOutcome> {
  const fallbacks: ScoreCardOutcome['fallbacks'] = [];
  let card: ScoreCard | null = null;
  let fetchedAt = new Date().toISOString();
  let fromCache = false;
  try {
    const fresh = await readFresh(options, fetchImpl);
    card = fresh.card;
    await args.cache.set(CACHE_KEY, { csv: fresh.csv, fetchedAt } satisfies CachedSheet);
  } catch (error) {
    const why =
      error instanceof UnusableSheet
        ? `cannot be used: ${error.message}`
        : (error as Error).message;
    const cached = (await args.cache.get(CACHE_KEY)) as CachedSheet | undefined;
    if (cached) {
      card = readScoreCard(cached.csv);
      fetchedAt = cached.fetchedAt;
      fromCache = true;
      fallbacks.push({
        what: 'Score card',
        reason: `the spreadsheet ${why}; the copy read on ${cached.fetchedAt.slice(0, 10)} is published instead`,
      });
    } else {
      fallbacks.push({
        what: 'Score card',
        reason: `the spreadsheet ${why}, and no earlier copy is kept; the page shows the spreadsheet itself in a frame`,
      });
    }
  }
  if (!card) return { problems: [], fallbacks, legislators: 0 };
  createScoreCardNodes(args, card, {
    spreadsheetUrl: options.scoreCardCsvUrl,
    fetchedAt,
    fromCache,
  });
  // A cached copy's odd rows were reported when it was read.
  return {
    problems: fromCache ? [] : card.problems,
    fallbacks,
    legislators: card.legislators.length,
  };
}

function createScoreCardNodes(
  { actions, createNodeId, createContentDigest }: Args,
  card: ScoreCard,
  source: { spreadsheetUrl: string; fetchedAt: string; fromCache: boolean },
): void {
  const node = (type: string, id: string, fields: Record<string, unknown>) =>
    actions.createNode({
      ...fields,
      id: createNodeId(`${type}:${id}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  card.bills.forEach(({ key, label, position }, order) =>
    node('ScoreCardBill', key, { key, label, position, order }),
  );
  for (const { chamber, district, name, score, votes, phone, email } of card.legislators) {
    const slug = legislatorSlug(chamber, district, name);
    node('ScoreCardLegislator', slug, {
      chamber,
      district,
      name,
      slug,
      score,
      votes,
      phone,
      email,
    });
  }
  node('ScoreCardSource', 'source', source);
}
