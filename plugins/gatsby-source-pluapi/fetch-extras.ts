import type { GatsbyCache } from 'gatsby';
import {
  checkList,
  endpointLabel,
  parseReply,
  pathOf,
  type Impact,
  type Partner,
} from '../../contract';
import { recordOf, type BuildReport } from './build-report';
import type { PluapiClient } from './client';
import { PluapiError } from './errors';

interface Context {
  client: PluapiClient;
  cache: GatsbyCache;
  report: BuildReport;
}

/**
 * Fetches a small document the site cannot do without; when the API fails, the last good
 * copy from an earlier build stands in, and the log says so. Without one, the build fails.
 */
async function withLastGood<T>(
  { cache, report }: Context,
  what: string,
  fetch: () => Promise<T>,
  whenNone?: () => T,
): Promise<T> {
  const key = `last-good:${what}`;
  try {
    const value = await fetch();
    await cache.set(key, value);
    return value;
  } catch (error) {
    if (!(error instanceof PluapiError)) throw error;
    const lastGood = (await cache.get(key)) as T | undefined;
    if (lastGood !== undefined) {
      report.fallback(what, `using the last good copy from an earlier build (${error.message})`);
      return lastGood;
    }
    if (!whenNone) throw error;
    report.fallback(what, `none published; the site shows content/data instead (${error.message})`);
    return whenNone();
  }
}

export const fetchImpact = (context: Context): Promise<Impact> =>
  withLastGood(context, 'impact figures', () =>
    context.client.get(pathOf('impact'), (body) => parseReply('impact', body)),
  );

/** This year's partners; one without a valid logo or site is dropped, not fatal. */
export const fetchPartners = (context: Context, year: number): Promise<Partner[]> =>
  withLastGood(
    context,
    'partners',
    async () => {
      const path = `${pathOf('partners')}?year=${year}`;
      const checked = await context.client.get(path, (body) => checkList('partners', body));
      for (const { record, problems } of checked.rejected) {
        const name = (record as { name?: unknown } | null)?.name;
        const endpoint = endpointLabel(path);
        context.report.skip(
          recordOf(endpoint, typeof name === 'string' ? name : undefined, problems),
        );
      }
      return checked.items.map(({ value }) => value);
    },
    () => [],
  );
