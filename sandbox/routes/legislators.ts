import type { FastifyInstance } from 'fastify';
import { originOf, type SandboxContext } from '../api-context';
import { findConstituency, type LegislatorRecord } from '../seed/legislators';
import { asObject, isBlank } from '../validation';

function present(person: LegislatorRecord, origin: string) {
  const { formatName, district, cell, email, committees, slug } = person;
  return {
    image: `${origin}/media/legislators/${slug}.svg`,
    formatName,
    district,
    cell,
    email,
    committees: committees.map((name) => ({ name })),
  };
}

export function legislatorRoutes(api: FastifyInstance, context: SandboxContext): void {
  api.post('/government/legislators', async (request, reply) => {
    const { address, city } = asObject(request.body);
    if (
      isBlank(address) ||
      isBlank(city) ||
      typeof address !== 'string' ||
      typeof city !== 'string'
    ) {
      return reply.code(400).send({ message: 'Address and city are required.' });
    }
    const found = findConstituency(address, city);
    if (!found) return { success: false, message: 'No legislators found for that address.' };
    const origin = originOf(context, request);
    return {
      success: true,
      houseRepresentative: present(found.houseRepresentative, origin),
      senator: present(found.senator, origin),
    };
  });
}
