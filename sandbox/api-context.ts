import type { FastifyRequest } from 'fastify';
import { endpointsAt, type MessageField } from '../contract';
import type { SandboxConfig } from './config';
import type { WebhookDrops } from './cms/notify-site';
import type { FaultStore } from './faults';
import type { RequestLog } from './request-log';
import type { SmsStore } from './sms-store';
import type { ArticleStore } from './seed/articles';

/** Everything the routes share: configuration, seeded data and the mutable stores. */
export interface SandboxContext {
  config: SandboxConfig;
  /** The moment the data was seeded: it decides the current year. */
  seededAt: Date;
  articles: ArticleStore;
  sms: SmsStore;
  requestLog: RequestLog;
  faults: FaultStore;
  /** The CMS webhooks to lose on purpose (POST /__sandbox/webhook-drops). */
  webhookDrops: WebhookDrops;
}

/** Media URLs are absolute: from --public-url, else from where the request was sent. */
export function originOf(context: SandboxContext, request: FastifyRequest): string {
  return context.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The error field the contract names for this path (`message` for paths it does not know). */
export function errorField(relativePath: string): MessageField {
  const [first] = endpointsAt(relativePath.split('?')[0] ?? '');
  return first?.[1].errorField ?? 'message';
}
