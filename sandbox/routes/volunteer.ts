import type { FastifyInstance } from 'fastify';
import { asObject, blankFields, isBlank, requiredMessage } from '../validation';

const CONTACT_FIELDS = { fullname: 'full name', email: 'email', phone: 'phone', city: 'city' };

const PREFERENCES = [
  'womensSupportTeam',
  'mobileClinicTeam',
  'socialMediaTeam',
  'writingTeam',
  'postAbortiveHealingTeam',
  'communityActionTeam',
  'noIdea',
  'other',
] as const;

/** What is wrong with a volunteer sign-up, or undefined when it is complete. */
export function volunteerProblem(input: unknown): string | undefined {
  const body = asObject(input);
  const blank = blankFields(body, CONTACT_FIELDS);
  if (blank.length > 0) return requiredMessage(blank);
  const preferences = asObject(body.servicePreferences);
  if (!PREFERENCES.some((key) => preferences[key] === true)) {
    return 'Please choose at least one way to serve (servicePreferences).';
  }
  if (preferences.other === true && isBlank(preferences.otherDesc)) {
    return 'Please describe how else you would like to serve (otherDesc).';
  }
  return undefined;
}

export function volunteerRoutes(api: FastifyInstance): void {
  api.post('/volunteer', async (request, reply) => {
    const problem = volunteerProblem(request.body);
    if (problem) return reply.code(400).send({ message: problem });
    return { message: 'Thank you for volunteering! Our team will contact you soon.' };
  });
}
