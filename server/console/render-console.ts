import { createHash } from 'node:crypto';
import { html, type SafeHtml } from './html';
import { utahClock, utahTime } from '../notify/staff-words';
import { pageLayout } from './page-layout';
import { renderBuilds, renderRunning, type ViewOptions } from './render-timeline';
import type { Timeline } from './timeline';

export interface StaffActionView {
  at: string;
  text: string;
}

/** What a finished action says at the top of the console (the `done` query). */
export const DONE_TEXT: Record<string, string> = {
  published: 'Done: the build you chose is live. Publishing is stopped until someone resumes it.',
  'rolled-back': 'Done: the site is rolled back. Publishing is stopped until someone resumes it.',
  locked: 'Done: publishing is stopped. New builds are kept but do not go live.',
  resumed: 'Done: publishing is on again.',
  rebuilding: 'Done: a new build has started. It shows under “Building now” while it runs.',
};

/** The build asked for was done before the page was drawn (it took seconds, or failed at once). */
const REBUILT = 'Done: the build you asked for has finished. It is the newest build below.';

/**
 * The outcome of the action just taken (shown once: see DONE_COOKIE), focused so a keyboard or
 * screen reader user lands on it. "A new build has started" goes when the build ends (the
 * page's script says it has finished instead), since it is no longer true then.
 */
function doneMessage(done: string | undefined, timeline: Timeline): SafeHtml | '' {
  const text = done && Object.hasOwn(DONE_TEXT, done) ? DONE_TEXT[done] : undefined;
  if (!text) return '';
  if (done !== 'rebuilding') {
    return html`<p class="done" id="done" role="status" tabindex="-1" autofocus>${text}</p>`;
  }
  return timeline.running || timeline.queued
    ? html`<p class="done" id="done" role="status" tabindex="-1" autofocus data-built="${REBUILT}">
        ${text}
      </p>`
    : html`<p class="done" id="done" role="status" tabindex="-1" autofocus>${REBUILT}</p>`;
}

/** Tells the page's script whether the list changed since it was drawn. */
export function versionOf(fragment: SafeHtml): string {
  return createHash('sha256').update(fragment.value).digest('hex').slice(0, 16);
}

/** The nightly rebuild as the console tells it; null when REBUILD_CRON is off. */
export interface RebuildSchedule {
  /** The expression runs once a day at a fixed time ("5 0 * * *"). */
  daily: boolean;
  next: Date | null;
}

/** "M H * * *": once a day, at one time. */
export const isDailyCron = (cron: string) => /^\d{1,2}\s+\d{1,2}\s+\*\s+\*\s+\*$/.test(cron.trim());

function scheduleSentence(schedule: RebuildSchedule | null, now: Date): string {
  if (!schedule) {
    return 'The site does not rebuild itself on a schedule (the nightly rebuild is off): builds start only when the CMS publishes or a publisher asks for one here.';
  }
  if (!schedule.next) return 'The site rebuilds itself on a schedule, but no next time is due.';
  const next = utahTime(schedule.next, now);
  return schedule.daily
    ? `The site also rebuilds itself every day at ${utahClock(schedule.next)}, fetching every article from the CMS; the next time is ${next}.`
    : `The site also rebuilds itself on a schedule, fetching every article from the CMS; the next time is ${next}.`;
}

function actionsPanel(timeline: Timeline): SafeHtml {
  return html`<section aria-labelledby="actions-h" class="panel">
    <h2 id="actions-h">Publishing</h2>
    <p class="links">
      ${
        timeline.locked
          ? html`<a class="action" href="/staff/confirm/unlock">Resume publishing</a>`
          : html`<a class="action" href="/staff/confirm/lock">Stop publishing</a>`
      }
      <a class="action" href="/staff/confirm/rebuild">Rebuild now</a>
    </p>
  </section>`;
}

export function renderConsole(
  timeline: Timeline,
  view: ViewOptions & {
    who: string;
    done?: string;
    actions: StaffActionView[];
    /** More actions were recorded than the page shows. */
    olderActions?: boolean;
    /** Strangers' refused requests of the last hour, summed up in a sentence. */
    refused?: string | null;
    /** The nightly rebuild (REBUILD_CRON); null: off. */
    schedule: RebuildSchedule | null;
  },
): string {
  const buildsHtml = renderBuilds(timeline, view);
  const body = html`<h1>What visitors see</h1>
    <p class="summary" id="summary">${timeline.summary}</p>
    ${doneMessage(view.done, timeline)}
    <p class="who">
      Signed in as ${view.who}${view.canAct ? '' : ' (you can look, not change anything)'}.
    </p>
    ${view.canAct ? actionsPanel(timeline) : ''}
    <section aria-labelledby="running-h" class="panel">
      <h2 id="running-h">Building now</h2>
      <div id="running" aria-live="polite" data-running="${timeline.running ? '1' : '0'}">
        ${renderRunning(timeline.running, timeline.queued, view.now)}
      </div>
      <p class="schedule">${scheduleSentence(view.schedule, view.now ?? new Date())}</p>
    </section>
    <section aria-labelledby="builds-h">
      <h2 id="builds-h">Builds, newest first</h2>
      <div id="builds" data-version="${versionOf(buildsHtml)}">${buildsHtml}</div>
    </section>
    <section aria-labelledby="audit-h" class="panel">
      <h2 id="audit-h">What staff did</h2>
      ${
        view.actions.length > 0
          ? html`<ul class="audit">
              ${view.actions.map((action) => html`<li>${action.text}</li>`)}
            </ul>`
          : html`<p>Nothing yet.</p>`
      }
      ${view.refused ? html`<p class="refused">${view.refused}</p>` : ''}
      ${
        view.olderActions
          ? html`<p><a href="/staff/?actions=all#audit-h">Show older actions</a></p>`
          : ''
      }
    </section>`;
  return pageLayout('What visitors see', body, { script: true, now: view.now });
}
