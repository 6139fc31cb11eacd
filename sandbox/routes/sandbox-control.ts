import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../api-context';
import { parseFault } from '../faults';
import { digitsOf } from '../sms-store';

/** How many webhooks one call may ask the CMS to lose. */
const MAX_WEBHOOK_DROPS = 100;

/** `{times}` of POST /__sandbox/webhook-drops (default 1), or what is wrong with it. */
function dropCount(body: unknown): number | string {
  const times = (body as { times?: unknown } | null | undefined)?.times ?? 1;
  const whole = typeof times === 'number' && Number.isInteger(times);
  if (whole && times >= 1 && times <= MAX_WEBHOOK_DROPS) return times;
  return `times should be a whole number from 1 to ${MAX_WEBHOOK_DROPS}`;
}

/**
 * Test hooks under /__sandbox: health, request log, SMS codes, fault injection, and the CMS
 * webhooks to lose.
 */
export function sandboxControlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { requestLog, faults, sms, webhookDrops } = context;

  app.get('/__sandbox/health', async () => ({ ok: true }));

  app.get<{ Querystring: { path?: string } }>('/__sandbox/requests', async (request) =>
    requestLog.list(request.query.path),
  );

  app.delete('/__sandbox/requests', async () => {
    requestLog.clear();
    return { ok: true };
  });

  app.get<{ Querystring: { phoneNumber?: string } }>(
    '/__sandbox/sms/last-code',
    async (request, reply) => {
      const phoneNumber = request.query.phoneNumber ?? '';
      const code = sms.lastCode(digitsOf(phoneNumber));
      if (!code) return reply.code(404).send({ message: 'No code has been sent to that number.' });
      return { phoneNumber, code };
    },
  );

  app.get('/__sandbox/faults', async () => faults.list());

  app.post('/__sandbox/faults', async (request, reply) => {
    const fault = parseFault(request.body);
    if (typeof fault === 'string') return reply.code(400).send({ message: fault });
    faults.add(fault);
    return reply.code(201).send(fault);
  });

  app.delete('/__sandbox/faults', async () => {
    faults.clear();
    return { ok: true };
  });

  app.get('/__sandbox/webhook-drops', async () => ({ remaining: webhookDrops.count() }));

  app.post('/__sandbox/webhook-drops', async (request, reply) => {
    const times = dropCount(request.body);
    if (typeof times === 'string') return reply.code(400).send({ message: times });
    return reply.code(201).send({ remaining: webhookDrops.add(times) });
  });

  app.delete('/__sandbox/webhook-drops', async () => {
    webhookDrops.clear();
    return { ok: true };
  });
}
