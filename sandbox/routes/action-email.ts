import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../api-context';
import { actionEmailUpdatedAt, findActionEmail } from '../seed/action-emails';
import { asObject, blankFields, requiredMessage, toNumber } from '../validation';

const INACTIVE = 'This action email is no longer active.';
const NOT_FOUND = 'Action email not found.';

const SENDER_FIELDS: Record<string, string> = {
  actionEmailId: 'action email id',
  fullName: 'full name',
  email: 'email',
  address: 'address',
  city: 'city',
  zip: 'zip',
  subject: 'subject',
  message: 'message',
  allowContact: 'allow contact',
  humanAnswer: 'human check answer',
  humanA: 'human check first number',
  humanB: 'human check second number',
};

export function actionEmailRoutes(api: FastifyInstance, context: SandboxContext): void {
  api.get<{ Params: { id: string } }>('/actionemail/:id', async (request, reply) => {
    const email = findActionEmail(request.params.id);
    if (!email) return reply.code(404).send({ message: NOT_FOUND });
    if (!email.active) return reply.code(400).send({ message: INACTIVE });
    const dtUpdated = actionEmailUpdatedAt(email, context.seededAt);
    return { title: email.title, dtUpdated, actionEmail: email.html };
  });

  api.post('/actionemail/sender', async (request, reply) => {
    const body = asObject(request.body);
    const blank = blankFields(body, SENDER_FIELDS);
    if (blank.length > 0) return reply.code(400).send({ message: requiredMessage(blank) });
    if (toNumber(body.humanA) + toNumber(body.humanB) !== toNumber(body.humanAnswer)) {
      return reply.code(400).send({ message: 'The answer to the human check is wrong.' });
    }
    const email = findActionEmail(String(body.actionEmailId));
    if (!email) return reply.code(400).send({ message: NOT_FOUND });
    if (!email.active) return reply.code(400).send({ message: INACTIVE });
    return { message: 'Message sent.' };
  });
}
