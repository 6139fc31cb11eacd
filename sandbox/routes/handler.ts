import type { FastifyReply, FastifyRequest } from 'fastify';

/** Path and query parameters arrive as text; a body has passed the contract's check. */
export type ApiRequest = FastifyRequest<{
  Params: Record<string, string>;
  Querystring: Record<string, string | undefined>;
}>;
export type Handler = (request: ApiRequest, reply: FastifyReply) => Promise<unknown>;
