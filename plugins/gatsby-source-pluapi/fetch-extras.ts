import type { GatsbyCache } from 'gatsby';
import { endpointLabel, parseReply, pathOf, type Impact } from '../../contract';
import { recordOf, type BuildReport } from './build-report';
import type { PluapiClient } from './client';
import { PluapiError } from './errors';
import {
  checkListRepairing,
  OPTIONAL_FIELDS,
  SitePartner,
  type SourcedPartner,
} from './repair-optional';

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

/**
 * This year's partners; one without a valid logo or site publishes without it (repaired).
 * `null` when the call failed and no earlier build has a copy: only then does the site show
 * content/data's list, never because the API's list is empty or needed repairs.
 */
export const fetchPartners = (context: Context, year: number): Promise<SourcedPartner[] | null> =>
  withLastGood(
    context,
    'partners',
    async () => {
      const path = `${pathOf('partners')}?year=${year}`;
      const checked = await context.client.get(path, (body) =>
        checkListRepairing(SitePartner, body, OPTIONAL_FIELDS.partner),
      );
      const endpoint = endpointLabel(path);
      for (const { record, problems } of checked.rejected) {
        const name = (record as { name?: unknown } | null)?.name;
        context.report.skip(
          recordOf(endpoint, typeof name === 'string' ? name : undefined, problems),
        );
      }
      for (const { value, repaired } of checked.items) {
        // The API promises both; staff should know which partner shows without them.
        const missing = (['logo', 'url'] as const)
          .filter((field) => value[field] === null && !repaired.some((p) => p.field === field))
          .map((field) => ({ field, reason: 'is missing; the partner is shown without it' }));
        const problems = [...repaired, ...missing];
        if (problems.length > 0) context.report.repair(recordOf(endpoint, value.name, problems));
      }
      return checked.items.map(({ value }) => value);
    },
    () => null,
  );
