import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildHistory } from '../builds/build-history';
import type { BuildQueue } from '../builds/build-queue';
import type { ReleaseActions } from '../releases/release-actions';
import { listReleases, RELEASE_NAME } from '../releases/releases';
import { NotSwitchedError } from '../releases/switch-failures';
import { STAFF_CONTENT_SECURITY_POLICY } from '../site/security-headers';
import { utahTime } from '../notify/staff-words';
import { STAFF_PATH } from '../staff-auth/staff-auth-options';
import type { RecordedStaffAction, StaffActionLog } from '../audit/action-record';
import { type Actor, staffActor } from '../audit/actor';
import type { StaffGuards } from '../staff-auth/staff-user';
import { confirmationFor, isAction, performAction, readActionForm } from './actions';
import { type PreviewPasses, previewStartPath } from './preview';
import { renderConfirm, renderOutcome, renderProblem } from './render-confirm';
import { isDailyCron, renderConsole, versionOf } from './render-console';
import { renderBuilds, renderRunning } from './render-timeline';
import { readTimeline } from './timeline';

/** Staff actions on the console's page; the rest one link away (a year of busy weeks). */
const ACTIONS_FIRST = 20;
const ACTIONS_ALL = 500;

export interface StaffConsoleOptions {
  guards: StaffGuards;
  releasesDir: string;
  /** Publish, roll back, stop and resume: the one release service (releases/release-actions.ts). */
  releaseActions: ReleaseActions;
  queue: BuildQueue;
  history: BuildHistory;
  actions: StaffActionLog;
  /** Whether the server builds search after the pages go live. */
  searchFollowsPages: boolean;
  /** Issues and checks the preview pass (preview.ts). */
  previews: PreviewPasses;
  /** The nightly rebuild (REBUILD_CRON); null when it is off. */
  schedule?: { cron: string; nextRunAt: () => Date | null } | null;
}

const ASSETS: Record<string, string> = {
  'console.css': 'text/css; charset=utf-8',
  'console.js': 'text/javascript; charset=utf-8',
  'preview-bar.css': 'text/css; charset=utf-8',
};
const FORM_LIMIT = 8 * 1024;
/**
 * The outcome of an action is shown once: the action leaves this cookie for the page it sends
 * the person to, and that page clears it, so a reload (or the address kept in the history)
 * no longer says "Done".
 */
export const DONE_COOKIE = 'staff-done';
const DONE_COOKIE_SECONDS = 120;

/** The person behind a console request; the guards have made sure there is one. */
function actorOf(request: FastifyRequest): Actor {
  return staffActor(request.staffUser, 'a staff member');
}

function sendPage(reply: FastifyReply, statusCode: number, page: string) {
  return reply.code(statusCode).type('text/html; charset=utf-8').send(page);
}

/**
 * `/staff/`: the timeline, the confirmations and actions, and the start and end of a preview.
 * Sign-in is not its concern: every route is guarded by what the auth plugin hands it.
 */
export async function registerStaffConsole(
  app: FastifyInstance,
  options: StaffConsoleOptions,
): Promise<void> {
  const { guards } = options;
  const assets = new Map<string, Buffer>();
  for (const name of Object.keys(ASSETS)) {
    assets.set(name, await fs.readFile(path.join(__dirname, 'assets', name)));
  }
  const timeline = () =>
    readTimeline({
      releasesDir: options.releasesDir,
      queue: () => options.queue.status(),
      history: () => options.history.list(),
      searchFollowsPages: options.searchFollowsPages,
    });

  await app.register(async (scope) => {
    // Nothing of the console is kept by a browser or an edge, nor indexed; its own strict CSP.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('content-security-policy', STAFF_CONTENT_SECURITY_POLICY);
    });
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_LIMIT },
        (_request, body, done) =>
          done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }

    scope.get('/staff/assets/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const body = Object.hasOwn(ASSETS, name) ? assets.get(name) : undefined;
      if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type(ASSETS[name]!).send(body);
    });

    scope.get('/staff/', { preHandler: guards.signedInPage }, async (request, reply) => {
      const { done, actions } = request.query as { done?: string; actions?: string };
      const doneOnce = typeof done === 'string' && request.cookies?.[DONE_COOKIE] === done;
      if (request.cookies?.[DONE_COOKIE] !== undefined) {
        reply.clearCookie(DONE_COOKIE, { path: STAFF_PATH });
      }
      const shown = actions === 'all' ? ACTIONS_ALL : ACTIONS_FIRST;
      // One more than shown: whether there are older ones to offer.
      const [view, recent, refused] = await Promise.all([
        timeline(),
        options.actions.recent(shown + 1),
        options.actions.refusedLastHour?.() ?? null,
      ]);
      return sendPage(
        reply,
        200,
        renderConsole(view, {
          canAct: request.staffUser?.role === 'publisher',
          who: request.staffUser?.name ?? 'staff',
          done: doneOnce ? done : undefined,
          actions: recent.slice(0, shown).map((action: RecordedStaffAction) => ({
            at: action.at,
            text: `${utahTime(action.at)}: ${action.text}`,
          })),
          olderActions: recent.length > shown && shown === ACTIONS_FIRST,
          refused,
          schedule: options.schedule
            ? { daily: isDailyCron(options.schedule.cron), next: options.schedule.nextRunAt() }
            : null,
        }),
      );
    });

    scope.get('/staff/api/timeline', { preHandler: guards.signedInApi }, async (request) => {
      const view = await timeline();
      const buildsHtml = renderBuilds(view, { canAct: request.staffUser?.role === 'publisher' });
      return {
        summary: view.summary,
        running: view.running !== null,
        waiting: view.queued !== null,
        step: view.running?.step ?? null,
        runningHtml: renderRunning(view.running, view.queued),
        buildsHtml,
        version: versionOf(buildsHtml),
      };
    });

    scope.get(
      '/staff/confirm/:action',
      { preHandler: guards.signedInPage },
      async (request, reply) => {
        const { action } = request.params as { action: string };
        if (!isAction(action))
          return sendPage(reply, 404, renderProblem('There is no such action.'));
        if (request.staffUser?.role !== 'publisher') {
          return sendPage(
            reply,
            403,
            renderProblem(
              'You can look at everything here, but only a publisher can change what visitors see.',
            ),
          );
        }
        const { build } = request.query as { build?: string };
        const confirmation = confirmationFor(
          action,
          await timeline(),
          typeof build === 'string' ? build : undefined,
        );
        if ('problem' in confirmation)
          return sendPage(reply, 409, renderProblem(confirmation.problem));
        const token = await guards.csrfToken(request, reply);
        return sendPage(reply, 200, renderConfirm(action, confirmation, token));
      },
    );

    scope.post(
      '/staff/actions/:action',
      { preHandler: guards.publisherAction, bodyLimit: FORM_LIMIT },
      async (request, reply) => {
        const { action } = request.params as { action: string };
        if (!isAction(action))
          return sendPage(reply, 404, renderProblem('There is no such action.'));
        const form = readActionForm(request.body);
        if ('problem' in form) return sendPage(reply, 400, renderProblem(form.problem));
        try {
          const result = await performAction(action, form, actorOf(request), await timeline(), {
            releaseActions: options.releaseActions,
            queue: options.queue,
            actions: options.actions,
            logError: (facts, text) => request.log.error(facts, text),
          });
          if ('problem' in result) return sendPage(reply, 409, renderProblem(result.problem));
          if ('partly' in result) {
            return sendPage(reply, 500, renderOutcome('Done only in part', result.partly));
          }
          reply.setCookie(DONE_COOKIE, result.done, {
            path: STAFF_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
            maxAge: DONE_COOKIE_SECONDS,
          });
          return reply.redirect(`/staff/?done=${result.done}`, 303);
        } catch (error) {
          request.log.error({ action, error: (error as Error).message }, 'staff action failed');
          // GoLive says where things stand after its failures (a lock that could not be put
          // back leaves publishing stopped), so only other failures get "nothing was changed".
          if (error instanceof NotSwitchedError) {
            return sendPage(
              reply,
              error.refused ? 409 : 500,
              renderOutcome('It could not be done', [
                `It could not be done: ${error.message}.`,
                error.afterwards,
              ]),
            );
          }
          return sendPage(
            reply,
            409,
            renderProblem(
              `It could not be done: ${(error as Error).message}. Nothing else was changed.`,
            ),
          );
        }
      },
    );

    // Leaving a preview needs no session: anyone may drop the cookie.
    scope.get('/staff/preview/end', async (request, reply) => {
      options.previews.setCookie(reply, null);
      return reply.redirect('/staff/', 303);
    });

    scope.get(
      '/staff/preview/:release/*',
      { preHandler: guards.signedInPage },
      async (request, reply) => {
        const { release, '*': rest } = request.params as { release: string; '*': string };
        const start = previewStartPath(rest ?? '');
        if (
          !RELEASE_NAME.test(release) ||
          !start ||
          !(await listReleases(options.releasesDir)).includes(release)
        ) {
          return sendPage(
            reply,
            404,
            renderProblem('There is no kept build with that name to preview.'),
          );
        }
        const session = request.staffSession?.get('signedIn');
        if (!session) return sendPage(reply, 401, renderProblem('Sign in again to preview.'));
        options.previews.setCookie(reply, {
          release,
          session: session.id,
          until: session.expiresAt,
        });
        return reply.redirect(start, 303);
      },
    );
  });
}
