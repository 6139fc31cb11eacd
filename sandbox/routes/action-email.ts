import type { LegislatorMessage } from '../../contract';
import type { Handler } from './handler';
import type { SandboxContext } from '../api-context';
import { actionEmailUpdatedAt, findActionEmail } from '../seed/action-emails';

const INACTIVE = 'This action email is no longer active.';
const NOT_FOUND = 'Action email not found.';

export const actionEmailHandlers = (context: SandboxContext) =>
  ({
    actionEmail: async (request, reply) => {
      const email = findActionEmail(request.params.id ?? '');
      if (!email) return reply.code(404).send({ message: NOT_FOUND });
      if (!email.active) return reply.code(400).send({ message: INACTIVE });
      const dtUpdated = actionEmailUpdatedAt(email, context.seededAt);
      return { title: email.title, dtUpdated, actionEmail: email.html };
    },
    actionEmailSender: async (request, reply) => {
      const { humanA, humanB, humanAnswer, actionEmailId } = request.body as LegislatorMessage;
      if (humanA + humanB !== humanAnswer) {
        return reply.code(400).send({ message: 'The answer to the human check is wrong.' });
      }
      const email = findActionEmail(String(actionEmailId));
      if (!email) return reply.code(400).send({ message: NOT_FOUND });
      if (!email.active) return reply.code(400).send({ message: INACTIVE });
      return { message: 'Message sent.' };
    },
  }) satisfies Record<string, Handler>;
