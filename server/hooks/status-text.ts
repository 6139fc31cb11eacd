import { checkBuildReport } from '../../contract/build-report';
import {
  buildName,
  durationWords,
  recordLines,
  startedByWords,
  utahTime,
  withBuildNames,
} from '../notify/staff-words';

/** The parts of `GET /hooks/status` a person reads; everything is checked, it is JSON from afar. */
interface StatusAnswer {
  current?: unknown;
  liveBuild?: unknown;
  keptBuilds?: unknown;
  releases?: unknown;
  locked?: unknown;
  lock?: {
    lockedAt?: unknown;
    reason?: unknown;
    by?: unknown;
    newestRelease?: unknown;
  } | null;
  running?: Record<string, unknown> | null;
  queued?: Record<string, unknown> | null;
  last?: Record<string, unknown> | null;
  carried?: { articles?: unknown } | null;
  nextScheduledBuild?: unknown;
}

const str = (value: unknown, fallback = '(none)') =>
  typeof value === 'string' && value !== '' ? value : fallback;
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const when = (value: unknown, now: Date) =>
  typeof value === 'string' ? utahTime(value, now) : 'an unknown time';
const articles = (n: number) => `${n} changed article${n === 1 ? '' : 's'}`;
const startedBy = (record: Record<string, unknown>) =>
  startedByWords(
    str(record.reason, 'unknown'),
    Array.isArray(record.by) ? record.by.filter((b): b is string => typeof b === 'string') : [],
  );

function lastBuildLines(last: Record<string, unknown>, now: Date): string[] {
  const outcome = str(last.outcome, 'unknown');
  const head = `Last build: ${buildName(str(last.id), now)}, started by ${startedBy(last)}, finished ${when(last.finishedAt, now)}: `;
  const lines = [
    head +
      (outcome === 'succeeded'
        ? 'published'
        : outcome === 'kept'
          ? `kept, not live (${str(last.keptBecause)})`
          : `FAILED (${str(last.error)})`),
  ];
  const { skipped, repaired } = recordLines(checkBuildReport(last.report).report);
  for (const line of [...skipped, ...repaired]) lines.push(`  - ${line}`);
  const phases = Array.isArray(last.phases) ? (last.phases as Array<Record<string, unknown>>) : [];
  if (phases.length > 0) {
    lines.push(
      `  Steps: ${phases
        .map(
          (p) => `${str(p.name)} ${durationWords(typeof p.seconds === 'number' ? p.seconds : 0)}`,
        )
        .join(', ')}`,
    );
  }
  return lines;
}

/** `npm run -s webhook -- status` for a person: what is live, the lock, builds, in Utah time. */
export function statusText(answer: StatusAnswer, now = new Date()): string[] {
  const live = str(answer.liveBuild, str(answer.current, ''));
  const kept = count(answer.keptBuilds) || count(answer.releases);
  const lines = [
    live
      ? `Visitors see ${buildName(live, now)} (${kept} build${kept === 1 ? '' : 's'} kept).`
      : 'Nothing is live yet.',
  ];
  if (answer.locked === true) {
    const by = typeof answer.lock?.by === 'string' ? ` by ${answer.lock.by}` : '';
    lines.push(
      `Publishing is STOPPED since ${when(answer.lock?.lockedAt, now)}${by}: ${withBuildNames(str(answer.lock?.reason), undefined, now)}`,
      `  Newest build kept while stopped: ${
        typeof answer.lock?.newestRelease === 'string'
          ? buildName(answer.lock.newestRelease, now)
          : 'none'
      }`,
      '  To resume publishing: "Resume publishing" in the staff console (/staff/), or npm run -s webhook -- send /hooks/unlock',
    );
  } else {
    lines.push('Publishing is on: each build that finishes well goes live.');
  }
  const running = answer.running;
  lines.push(
    running
      ? `Running: ${buildName(str(running.id), now)}, started by ${startedBy(running)} at ${when(running.startedAt, now)}, ${articles(count(running.articles))}`
      : 'Running: nothing',
  );
  const queued = answer.queued;
  lines.push(
    queued
      ? `Waiting: one more build, starting ${when(queued.startsAt, now)} or after the running one, ${articles(count(queued.articles))}`
      : 'Waiting: nothing',
  );
  const carried = count(answer.carried?.articles);
  if (carried > 0)
    lines.push(`The next build fetches again ${articles(carried)} of a failed build`);
  lines.push(
    ...(answer.last
      ? lastBuildLines(answer.last, now)
      : ['Last build: none since the server started']),
  );
  lines.push(
    `Next nightly rebuild: ${typeof answer.nextScheduledBuild === 'string' ? `${when(answer.nextScheduledBuild, now)} (Utah time)` : 'none scheduled'}`,
  );
  return lines;
}
