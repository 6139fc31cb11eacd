import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../api-context';
import { createRng } from '../prng';
import { asObject, blankFields, requiredMessage, toNumber } from '../validation';

const FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  paidAmount: 'pledge amount',
  period: 'period',
  pledgeYear: 'pledge year',
};

/** The programme's two pledges: $250 a month, or $3,000 once. */
const PERIOD_OF_AMOUNT: Record<number, string> = { 250: 'monthly', 3000: 'one-time' };

export function pledgeProblem(input: unknown, currentYear: number): string | undefined {
  const body = asObject(input);
  const blank = blankFields(body, FIELDS);
  if (blank.length > 0) return requiredMessage(blank);
  if (body.state !== 'UT') return 'state must be UT: the programme is for Utah only.';
  if (!/^\d{5}$/.test(String(body.zip))) return 'zip must be 5 digits.';
  const expectedPeriod = PERIOD_OF_AMOUNT[toNumber(body.paidAmount)];
  if (!expectedPeriod) return 'paidAmount must be 250 or 3000.';
  if (body.period !== 'monthly' && body.period !== 'one-time') {
    return 'period must be "monthly" or "one-time".';
  }
  if (body.period !== expectedPeriod) return `A pledge of ${body.paidAmount} is ${expectedPeriod}.`;
  const year = toNumber(body.pledgeYear);
  if (year !== currentYear && year !== currentYear + 1) {
    return `pledgeYear must be ${currentYear} or ${currentYear + 1}.`;
  }
  return undefined;
}

const UID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function saveALifeRoutes(api: FastifyInstance, context: SandboxContext): void {
  const rng = createRng('save-a-life-uids');
  api.post('/savealife', async (request, reply) => {
    const problem = pledgeProblem(request.body, context.seededAt.getUTCFullYear());
    if (problem) return reply.code(400).send({ message: problem });
    const suffix = Array.from({ length: 8 }, () => rng.pick([...UID_ALPHABET])).join('');
    return { uid: `PLU-${suffix}` };
  });
}
