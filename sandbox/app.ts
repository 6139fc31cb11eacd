import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from './api';
import type { SandboxContext } from './api-context';
import { API_BASE_PATH, CREDENTIAL_HEADERS } from '../contract';
import { resolveConfig, type SandboxOptions } from './config';
import { FaultStore } from './faults';
import { RequestLog } from './request-log';
import { cmsRoutes } from './cms/cms-routes';
import { WebhookDrops } from './cms/notify-site';
import { legislatureRoutes } from './routes/legislature';
import { mediaRoutes } from './routes/media';
import { sandboxControlRoutes } from './routes/sandbox-control';
import { createArticleStore } from './seed/articles';
import { SmsStore } from './sms-store';

export type { SandboxOptions } from './config';

/**
 * A local stand-in for the provider's API (not a production service). Returns the
 * Fastify instance without listening: call `listen` or use `inject` in tests.
 */
export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  const config = resolveConfig(options);
  const seededAt = new Date(config.clock());
  const context: SandboxContext = {
    config,
    seededAt,
    articles: createArticleStore(seededAt, config.articleCount),
    sms: new SmsStore(config.clock),
    requestLog: new RequestLog(),
    faults: new FaultStore(),
    webhookDrops: new WebhookDrops(),
  };

  const app = Fastify({ logger: false });
  // The site's browser origins may call the API; preflights never need credentials.
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: [...CREDENTIAL_HEADERS, 'content-type', 'x-xsrf-token'],
    credentials: true,
    maxAge: 600,
  });
  app.register(async (scope) => mediaRoutes(scope, context));
  app.register(async (scope) => legislatureRoutes(scope, context));
  app.register(async (scope) => sandboxControlRoutes(scope, context));
  app.register(async (scope) => cmsRoutes(scope, context));
  app.register(async (scope) => apiPlugin(scope, context), { prefix: API_BASE_PATH });
  return app;
}
