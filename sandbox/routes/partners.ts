import type { Handler } from './handler';
import { originOf, type SandboxContext } from '../api-context';
import { FIRST_NEWS_YEAR } from '../../contract';
import { partnersOfYear } from '../seed/partners';

export const partnerHandlers = (context: SandboxContext) =>
  ({
    partners: async (request, reply) => {
      const { year } = request.query;
      if (!year || !/^\d{4}$/.test(year)) {
        return reply.code(400).send({ message: 'year must be a four-digit year, e.g. 2024.' });
      }
      const wanted = Number(year);
      // Partner lists exist for the same years as the news.
      if (wanted < FIRST_NEWS_YEAR || wanted > context.seededAt.getUTCFullYear()) return [];
      const origin = originOf(context, request);
      return partnersOfYear(wanted).map(({ name, slug, url, homePage }) => ({
        name,
        logo: `${origin}/media/partners/${slug}.svg`,
        url,
        homePage,
      }));
    },
  }) satisfies Record<string, Handler>;
