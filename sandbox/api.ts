import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type EndpointName } from '../contract';
import type { SandboxContext } from './api-context';
import { installApiHooks } from './api-hooks';
import { actionEmailHandlers } from './routes/action-email';
import { articleHandlers } from './routes/articles';
import { formHandlers } from './routes/forms';
import { legislatorHandlers } from './routes/legislators';
import { lifeGrantHandlers } from './routes/life-grants';
import { partnerHandlers } from './routes/partners';
import { smsHandlers } from './routes/sms';
import { IMPACT } from './seed/impact';
import { checkBody } from './validation';
import type { Handler } from './routes/handler';

/**
 * The provider's API, registered under the contract's API_BASE_PATH in its own encapsulated scope. Methods
 * and paths come from the contract; the record type makes a missing endpoint a type error.
 */
export async function apiPlugin(api: FastifyInstance, context: SandboxContext): Promise<void> {
  installApiHooks(api, context);
  const handlers: Record<EndpointName, Handler> = {
    impact: async () => IMPACT,
    ...articleHandlers(context),
    ...partnerHandlers(context),
    ...legislatorHandlers(context),
    ...actionEmailHandlers(context),
    ...lifeGrantHandlers,
    ...smsHandlers(context),
    ...formHandlers(context),
  };
  for (const [name, { method, path }] of Object.entries(ENDPOINTS)) {
    const handler = handlers[name as EndpointName];
    api.route({ method, url: path, handler, preHandler: checkBody(name as EndpointName) });
  }
}
