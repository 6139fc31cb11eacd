import type { FastifyInstance } from 'fastify';
import { scoreCardCsv } from '../seed/score-card';

/** Where the sandbox publishes its score card spreadsheet (SCORE_CARD_CSV_URL points here). */
export const SCORE_CARD_CSV_PATH = '/legislature/score-card.csv';

/**
 * Outside sources the site reads besides the provider's API, in their own formats: the
 * score card spreadsheet as Google Sheets publishes it (CSV, no credentials).
 */
export function legislatureRoutes(app: FastifyInstance): void {
  const csv = scoreCardCsv();
  app.get(SCORE_CARD_CSV_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').send(csv),
  );
}
