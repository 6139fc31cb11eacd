import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './api-context';
import { installApiHooks } from './api-hooks';
import { actionEmailRoutes } from './routes/action-email';
import { articleRoutes } from './routes/articles';
import { contactRoutes } from './routes/contact';
import { impactRoutes } from './routes/impact';
import { legislatorRoutes } from './routes/legislators';
import { lifeGrantRoutes } from './routes/life-grants';
import { partnerRoutes } from './routes/partners';
import { saveALifeRoutes } from './routes/save-a-life';
import { smsRoutes } from './routes/sms';
import { volunteerRoutes } from './routes/volunteer';

/** The provider's API, registered under API_PREFIX in its own encapsulated scope. */
export async function apiPlugin(api: FastifyInstance, context: SandboxContext): Promise<void> {
  installApiHooks(api, context);
  impactRoutes(api);
  articleRoutes(api, context);
  partnerRoutes(api, context);
  legislatorRoutes(api, context);
  actionEmailRoutes(api, context);
  lifeGrantRoutes(api);
  smsRoutes(api, context);
  volunteerRoutes(api);
  contactRoutes(api);
  saveALifeRoutes(api, context);
}
