import type { Handler } from './handler';
import { balanceOf, LIFE_GRANTS } from '../seed/life-grants';

export const lifeGrantHandlers = {
  lifeGrantBalance: async (request, reply) => {
    const uid = request.query.uid?.trim();
    if (!uid) return reply.code(400).send({ message: 'uid is required.' });
    const grant = Object.hasOwn(LIFE_GRANTS, uid) ? LIFE_GRANTS[uid] : undefined;
    if (!grant) return reply.code(404).send({ message: 'No life grant found for that reference.' });
    return { name: grant.name, balance: balanceOf(grant), lineItems: grant.lineItems };
  },
} satisfies Record<string, Handler>;
