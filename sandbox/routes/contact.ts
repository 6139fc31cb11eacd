import type { FastifyInstance } from 'fastify';
import { asObject, blankFields, requiredMessage } from '../validation';

const FIELDS = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  comments: 'comments',
};

export function contactRoutes(api: FastifyInstance): void {
  api.post('/contact', async (request, reply) => {
    const body = asObject(request.body);
    const blank = blankFields(body, FIELDS);
    if (blank.length > 0) return reply.code(400).send({ message: requiredMessage(blank) });
    if (typeof body.optIn !== 'boolean') {
      return reply.code(400).send({ message: 'Please choose whether we may contact you (optIn).' });
    }
    return { message: 'Thank you for contacting us. We will be in touch.' };
  });
}
