import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorField, type SandboxContext } from './api-context';
import { CREDENTIALS_ERROR, hasValidCredentials } from './auth';
import { apiRelativePath, type LoggedRequest } from './request-log';

/**
 * Runs around every API route (not media or /__sandbox): request log, --latency,
 * credentials, injected faults, and contract-shaped error bodies.
 */
export function installApiHooks(api: FastifyInstance, context: SandboxContext): void {
  const { config, requestLog, faults } = context;
  const logged = new WeakMap<FastifyRequest, LoggedRequest>();

  api.addHook('onRequest', async (request, reply) => {
    logged.set(
      request,
      requestLog.record({
        method: request.method,
        path: apiRelativePath(request.url),
        query: { ...(request.query as Record<string, unknown>) },
        headers: { ...request.headers },
        at: new Date(config.clock()).toISOString(),
      }),
    );
    if (config.latencyMs > 0) await sleep(config.latencyMs);
    // Checked before the body is parsed: a caller without credentials learns nothing else.
    if (!hasValidCredentials(request.headers, config)) {
      return reply.code(401).send({ message: CREDENTIALS_ERROR });
    }
  });

  api.addHook('preHandler', async (request, reply) => {
    const entry = logged.get(request);
    if (entry) entry.body = request.body ?? null;
    const fault = faults.take(request.method, apiRelativePath(request.url));
    if (fault && fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault?.status !== undefined) return reply.code(fault.status).send(fault.body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const entry = logged.get(request);
    if (entry) entry.status = reply.statusCode;
    return payload;
  });

  api.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const text = status === 500 ? 'Internal sandbox error.' : error.message;
    reply.code(status).send({ [errorField(apiRelativePath(request.url))]: text });
  });

  api.setNotFoundHandler((request, reply) => {
    const path = apiRelativePath(request.url);
    reply.code(404).send({ [errorField(path)]: `No API route for ${request.method} ${path}.` });
  });
}
