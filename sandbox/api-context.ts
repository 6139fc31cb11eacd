import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config';
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
}

/** Media URLs are absolute: from --public-url, else from where the request was sent. */
export function originOf(context: SandboxContext, request: FastifyRequest): string {
  return context.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The contract reads `Message` for the impact and article calls, `message` elsewhere. */
export function errorField(relativePath: string): 'Message' | 'message' {
  return /^\/(women\/reports\/impact|articles)(\/|$)/.test(relativePath) ? 'Message' : 'message';
}
