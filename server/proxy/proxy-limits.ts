import { clientKey } from '../shared/client-key';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointName } from '../../contract';

// Per client address and per endpoint. Calls that cost money or touch people (texts, mail to
// legislators and staff, pledges) or that could be used to guess capabilities (life-grant
// uids, SMS codes) are held far tighter than the reads the pages make.
export interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
}

const MINUTE = 60_000;
const FORM = { max: 10, window: 15 * MINUTE };
const READ = { max: 120, window: MINUTE };

export const PER_CLIENT_LIMITS: Record<EndpointName, Limit> = {
  impact: READ,
  articles: READ,
  article: READ,
  partners: READ,
  actionEmail: READ,
  smsSignup: FORM,
  smsUnsubscribe: FORM,
  smsVerify: { max: 10, window: 15 * MINUTE },
  volunteer: FORM,
  actionEmailSender: FORM,
  saveALife: FORM,
  contact: FORM,
  lifeGrantBalance: { max: 20, window: 15 * MINUTE },
  legislators: { max: 20, window: MINUTE },
};

/**
 * Each text message is paid for: a ceiling for all clients together stops a stranger with
 * many addresses from running up the bill (at the price of refusing real sign-ups past it).
 */
export const ALL_CLIENTS_LIMITS: Partial<Record<EndpointName, Limit>> = {
  smsSignup: { max: 100, window: 60 * MINUTE },
};

export type LimitCheck = (
  request: FastifyRequest,
) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

/** One checker per endpoint, each with its own counters (needs @fastify/rate-limit registered). */
export function createLimitChecks(app: FastifyInstance): Record<EndpointName, LimitCheck> {
  const checks = {} as Record<EndpointName, LimitCheck>;
  for (const [name, limit] of Object.entries(PER_CLIENT_LIMITS) as Array<[EndpointName, Limit]>) {
    const perClient = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.window,
      keyGenerator: (request) => `${name} ${clientKey(request.ip)}`,
    });
    const overall = ALL_CLIENTS_LIMITS[name];
    const allClients = overall
      ? app.createRateLimit({
          max: overall.max,
          timeWindow: overall.window,
          keyGenerator: () => `${name} *`,
        })
      : null;
    checks[name] = async (request) => {
      for (const limiter of [perClient, allClients]) {
        const result = await limiter?.(request);
        if (result && !result.isAllowed && result.isExceeded) {
          return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    };
  }
  return checks;
}
