import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../api-context';
import { scoreCardCsv } from '../seed/score-card';
import { sandboxBills, sandboxCalendar } from '../seed/utah-bills';

/** Where the sandbox publishes its score card spreadsheet (SCORE_CARD_CSV_URL points here). */
export const SCORE_CARD_CSV_PATH = '/legislature/score-card.csv';
/** The sandbox's stand-in for the legislature's site (LEGISLATURE_URL points here). */
export const LEGISLATURE_PATH = '/le';

type BillParams = { Params: { session: string; file: string } };
type CalendarQuery = { Querystring: { month?: string; year?: string } };

/**
 * Outside sources the site reads besides the provider's API, in their own formats and with
 * no credentials: the score card spreadsheet as Google Sheets publishes it (CSV), and the
 * Utah Legislature's bill data and meeting calendar (JSON).
 */
export function legislatureRoutes(app: FastifyInstance, context: SandboxContext): void {
  const csv = scoreCardCsv();
  app.get(SCORE_CARD_CSV_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').send(csv),
  );
  // Bills change while a session runs; Last-Modified lets the build skip what did not.
  const startedAt = new Date(context.seededAt.getTime() - (context.seededAt.getTime() % 1000));
  app.get<BillParams>(`${LEGISLATURE_PATH}/data/:session/:file`, async (request, reply) => {
    const { session, file } = request.params;
    const found = sandboxBills(context.seededAt).find(
      (bill) => bill.sessionID === session && `${bill.billNumber}.json` === file,
    );
    if (!found) return reply.code(404).type('text/html').send('<h1>Not Found</h1>');
    const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
    if (!Number.isNaN(since) && since >= startedAt.getTime()) return reply.code(304).send();
    return reply.header('last-modified', startedAt.toUTCString()).send(found);
  });
  app.get<CalendarQuery>(`${LEGISLATURE_PATH}/CalServ/CalServ`, async (request, reply) => {
    const month = Number(request.query.month);
    const year = Number(request.query.year);
    if (!Number.isInteger(month) || month < 0 || month > 11 || !Number.isInteger(year))
      return reply.code(400).send({ error: 'month (0-11) and year are required' });
    return reply.send(sandboxCalendar(new Date(context.config.clock()), year, month));
  });
}
