import { createHash } from 'node:crypto';
import { utahClock, utahTime } from '../notify/staff-words';
import { pageLayout } from './page-layout';
import { Builds, renderBuilds, Running, type ViewOptions } from './render-timeline';
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
 * page's script puts `data-built` in its place), since it is no longer true then.
 */
function DoneMessage({ done, timeline }: { done?: string; timeline: Timeline }) {
  const text = done && Object.hasOwn(DONE_TEXT, done) ? DONE_TEXT[done] : undefined;
  if (!text) return null;
  const building = done === 'rebuilding' && (timeline.running || timeline.queued);
  return (
    <p
      className="done"
      id="done"
      role="status"
      tabIndex={-1}
      // The page opens on the action's outcome: a keyboard or screen reader user lands on it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      data-built={building ? REBUILT : undefined}
    >
      {done === 'rebuilding' && !building ? REBUILT : text}
    </p>
  );
}

/** Tells the page's script whether the list changed since it was drawn. */
export function versionOf(fragment: string): string {
  return createHash('sha256').update(fragment).digest('hex').slice(0, 16);
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

function ActionsPanel({ locked }: { locked: boolean }) {
  return (
    <section aria-labelledby="actions-h" className="panel">
      <h2 id="actions-h">Publishing</h2>
      <p className="links">
        {locked ? (
          <a className="button button--secondary" href="/staff/confirm/unlock">
            Resume publishing
          </a>
        ) : (
          <a className="button button--secondary" href="/staff/confirm/lock">
            Stop publishing
          </a>
        )}{' '}
        <a className="button button--secondary" href="/staff/confirm/rebuild">
          Rebuild now
        </a>
      </p>
    </section>
  );
}

type ConsoleView = ViewOptions & {
  who: string;
  done?: string;
  actions: StaffActionView[];
  /** More actions were recorded than the page shows. */
  olderActions?: boolean;
  /** Strangers' refused requests of the last hour, summed up in a sentence. */
  refused?: string | null;
  /** The nightly rebuild (REBUILD_CRON); null: off. */
  schedule: RebuildSchedule | null;
};

function ConsoleBody({
  timeline,
  view,
  now,
  version,
}: {
  timeline: Timeline;
  view: ConsoleView;
  now: Date;
  /** The builds' version (versionOf), which the page's script compares. */
  version: string;
}) {
  return (
    <>
      <p className="summary" id="summary">
        {timeline.summary}
      </p>
      <DoneMessage done={view.done} timeline={timeline} />
      <p className="who">
        Signed in as {view.who}
        {view.canAct ? '' : ' (you can look, not change anything)'}.
      </p>
      {view.canAct && <ActionsPanel locked={timeline.locked} />}
      <section aria-labelledby="running-h" className="panel">
        <h2 id="running-h">Building now</h2>
        <div id="running" aria-live="polite" data-running={timeline.running ? '1' : '0'}>
          <Running running={timeline.running} queued={timeline.queued} now={now} />
        </div>
        <p className="schedule">{scheduleSentence(view.schedule, now)}</p>
      </section>
      <section aria-labelledby="builds-h">
        <h2 id="builds-h">Builds, newest first</h2>
        <div id="builds" data-version={version}>
          <Builds timeline={timeline} view={{ canAct: view.canAct, now }} />
        </div>
      </section>
      <section aria-labelledby="audit-h" className="panel">
        <h2 id="audit-h">What staff did</h2>
        {view.actions.length > 0 ? (
          <ul className="audit">
            {view.actions.map((action, index) => (
              <li key={index}>{action.text}</li>
            ))}
          </ul>
        ) : (
          <p>Nothing yet.</p>
        )}
        {view.refused && <p className="refused">{view.refused}</p>}
        {view.olderActions && (
          <p>
            <a href="/staff/?actions=all#audit-h">Show older actions</a>
          </p>
        )}
      </section>
    </>
  );
}

export function renderConsole(timeline: Timeline, view: ConsoleView): string {
  const now = view.now ?? new Date();
  // The same markup the page's script is sent (/staff/api/timeline), so the versions agree.
  const version = versionOf(renderBuilds(timeline, { canAct: view.canAct, now }));
  return pageLayout(
    'What visitors see',
    <ConsoleBody timeline={timeline} view={view} now={now} version={version} />,
    { script: true, now },
  );
}
