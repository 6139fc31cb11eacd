import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecordedStaffAction, StaffActionLog } from '../staff/action-record';
import type { StaffGuards, StaffUser } from '../staff/staff-user';

// Stands in for the console's sign-in in server tests: a `test-staff` cookie names the
// person, and `test-csrf` is the one valid token. Test code only; the server never has it.

export const CSRF = 'test-csrf-token';
export const PEOPLE: Record<string, StaffUser> = {
  publisher: { email: 'ana@example.org', name: 'Ana Ruiz', role: 'publisher' },
  viewer: { email: 'vic@example.org', name: 'Vic Viewer', role: 'viewer' },
};

export const sessionCookie = (who: keyof typeof PEOPLE) => `test-staff=${who}`;

function identify(request: FastifyRequest): StaffUser | null {
  const who = /(?:^|;\s*)test-staff=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
  return (who && PEOPLE[who]) || null;
}

export const fakeGuards: StaffGuards = {
  signedInPage: async (request, reply) => {
    if (!request.staffUser) {
      await reply.code(401).type('text/html; charset=utf-8').send('<h1>Sign in</h1>');
    }
  },
  signedInApi: async (request, reply) => {
    if (!request.staffUser) await reply.code(401).send({ message: 'Sign in first' });
  },
  publisherAction: async (request, reply) => {
    if (!request.staffUser) return void (await reply.code(401).send({ message: 'Sign in first' }));
    if (request.staffUser.role !== 'publisher') {
      return void (await reply.code(403).send({ message: 'Publishers only' }));
    }
    const token = (request.body as Record<string, unknown> | undefined)?._csrf;
    if (token !== CSRF) await reply.code(403).send({ message: 'Bad CSRF token' });
  },
  csrfToken: () => CSRF,
};

/** What the auth plugin does for every request: fills `request.staffUser`. */
export function identifyStaff(app: FastifyInstance): void {
  app.decorateRequest('staffUser', null);
  app.addHook('onRequest', async (request) => {
    request.staffUser = identify(request);
  });
}

export function memoryActionLog(): StaffActionLog & { entries: RecordedStaffAction[] } {
  const entries: RecordedStaffAction[] = [];
  return {
    entries,
    record: (entry) => void entries.unshift({ ...entry, at: new Date().toISOString() }),
    recent: async (limit) => entries.slice(0, limit),
  };
}
