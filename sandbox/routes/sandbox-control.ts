import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../api-context';
import { parseFault } from '../faults';
import { digitsOf } from '../sms-store';

/** Test hooks under /__sandbox: health, request log, SMS codes and fault injection. */
export function sandboxControlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { requestLog, faults, sms } = context;

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
}
