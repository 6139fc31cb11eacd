import type { LegislatorSearch } from '../../contract';
import type { Handler } from './handler';
import { originOf, type SandboxContext } from '../api-context';
import { findConstituency, type LegislatorRecord } from '../seed/legislators';

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

export const legislatorHandlers = (context: SandboxContext) =>
  ({
    legislators: async (request) => {
      const { address, city } = request.body as LegislatorSearch;
      const found = findConstituency(address, city);
      if (!found) return { success: false, message: 'No legislators found for that address.' };
      const origin = originOf(context, request);
      return {
        success: true,
        houseRepresentative: present(found.houseRepresentative, origin),
        senator: present(found.senator, origin),
      };
    },
  }) satisfies Record<string, Handler>;
