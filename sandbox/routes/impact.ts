import type { FastifyInstance } from 'fastify';
import { IMPACT } from '../seed/impact';

export function impactRoutes(api: FastifyInstance): void {
  api.get('/women/reports/impact', async () => IMPACT);
}
