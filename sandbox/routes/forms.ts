import type { PledgeRequest, VolunteerRequest } from '../../contract';
import type { Handler } from './handler';
import type { SandboxContext } from '../api-context';
import { createRng } from '../prng';

// The form endpoints whose bodies need more than the contract's check (sandbox/validation.ts).

/** The programme's two pledges: $250 a month, or $3,000 once. */
const PERIOD_OF_AMOUNT = { 250: 'monthly', 3000: 'one-time' } as const;

function pledgeProblem(pledge: PledgeRequest, currentYear: number): string | undefined {
  if (!/^\d{5}$/.test(pledge.zip)) return 'zip must be 5 digits.';
  const expected = PERIOD_OF_AMOUNT[pledge.paidAmount];
  if (pledge.period !== expected) return `A pledge of ${pledge.paidAmount} is ${expected}.`;
  if (pledge.pledgeYear !== currentYear && pledge.pledgeYear !== currentYear + 1) {
    return `pledgeYear must be ${currentYear} or ${currentYear + 1}.`;
  }
  return undefined;
}

function volunteerProblem({ servicePreferences }: VolunteerRequest): string | undefined {
  const { otherDesc, ...teams } = servicePreferences;
  if (!Object.values(teams).includes(true)) {
    return 'Please choose at least one way to serve (servicePreferences).';
  }
  if (teams.other && otherDesc.trim() === '') {
    return 'Please describe how else you would like to serve (otherDesc).';
  }
  return undefined;
}

const UID_ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'];

export const formHandlers = (context: SandboxContext) => {
  const rng = createRng('save-a-life-uids');
  return {
    contact: async () => ({ message: 'Thank you for contacting us. We will be in touch.' }),
    volunteer: async (request, reply) => {
      const problem = volunteerProblem(request.body as VolunteerRequest);
      if (problem) return reply.code(400).send({ message: problem });
      return { message: 'Thank you for volunteering! Our team will contact you soon.' };
    },
    saveALife: async (request, reply) => {
      const pledge = request.body as PledgeRequest;
      const problem = pledgeProblem(pledge, context.seededAt.getUTCFullYear());
      if (problem) return reply.code(400).send({ message: problem });
      return { uid: `PLU-${Array.from({ length: 8 }, () => rng.pick(UID_ALPHABET)).join('')}` };
    },
  } satisfies Record<string, Handler>;
};
