import { describeRecord } from './build-messages';

/** The parts of `GET /hooks/status` a person reads; everything is checked, it is JSON from afar. */
interface StatusAnswer {
  current?: unknown;
  releases?: unknown;
  locked?: unknown;
  lock?: { lockedAt?: unknown; reason?: unknown; newestRelease?: unknown } | null;
  running?: Record<string, unknown> | null;
  queued?: Record<string, unknown> | null;
  last?: Record<string, unknown> | null;
  carried?: { articles?: unknown } | null;
  nextScheduledBuild?: unknown;
}

const str = (value: unknown, fallback = '(none)') =>
  typeof value === 'string' && value !== '' ? value : fallback;
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

function lastBuildLines(last: Record<string, unknown>): string[] {
  const outcome = str(last.outcome, 'unknown');
  const head = `Last build: ${str(last.id)} (${str(last.reason)}), finished ${str(last.finishedAt)}: `;
  const lines = [
    head +
      (outcome === 'succeeded'
        ? 'published'
        : outcome === 'kept'
          ? `kept, not published (${str(last.keptBecause)})`
          : `FAILED (${str(last.error)})`),
  ];
  const report = (last.report ?? {}) as { skipped?: unknown; repaired?: unknown };
  for (const record of Array.isArray(report.skipped) ? report.skipped : []) {
    lines.push(`  - ${describeRecord(record as object, 'was not published')}`);
  }
  for (const record of Array.isArray(report.repaired) ? report.repaired : []) {
    lines.push(`  - ${describeRecord(record as object, 'was published with a repair')}`);
  }
  return lines;
}

/** `npm run -s webhook -- status` for a person: live release, lock, builds, last outcome. */
export function statusText(answer: StatusAnswer): string[] {
  const lines = [`Live release: ${str(answer.current)} (${count(answer.releases)} kept)`];
  if (answer.locked === true) {
    lines.push(
      `Publishing is LOCKED since ${str(answer.lock?.lockedAt)}: ${str(answer.lock?.reason)}`,
      `  Newest release built while locked: ${str(answer.lock?.newestRelease)}`,
      '  To lift the lock: npm run -s webhook -- send /hooks/unlock',
    );
  } else {
    lines.push('Publishing is not locked: each successful build goes live.');
  }
  const running = answer.running;
  lines.push(
    running
      ? `Running: build ${str(running.id)} (${str(running.reason)}) since ${str(running.startedAt)}, ${count(running.articles)} changed article(s)`
      : 'Running: nothing',
  );
  const queued = answer.queued;
  lines.push(
    queued
      ? `Queued: build ${str(queued.id)}, starts ${str(queued.startsAt, 'after the running one')}, ${count(queued.articles)} changed article(s)`
      : 'Queued: nothing',
  );
  const carried = count(answer.carried?.articles);
  if (carried > 0) lines.push(`Carried over from a failed build: ${carried} article(s)`);
  lines.push(
    ...(answer.last ? lastBuildLines(answer.last) : ['Last build: none since the server started']),
  );
  lines.push(`Next scheduled build: ${str(answer.nextScheduledBuild)}`);
  return lines;
}
