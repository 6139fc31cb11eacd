import type { SwitchEntry } from '../releases/switch-log';
import { utahTime } from '../notify/staff-words';

/** One stretch of time a build was what visitors saw. */
export interface LivePeriod {
  from: string;
  /** Null while it is live. */
  to: string | null;
  /** The switch that made it live; null when that switch was not recorded. */
  began: SwitchEntry | null;
  /** The switch that ended it; null while live or when that switch was not recorded. */
  ended: SwitchEntry | null;
  /** The build that replaced it. */
  next: string | null;
}

/**
 * When each build was live, from the switch log. A build's indexed copy going live is the
 * same build staying live. When the live build is not the last one recorded (a switch the
 * disk could not record), the `current` link's own time says when it went live.
 */
export function livePeriods(
  switches: readonly SwitchEntry[],
  live: { build: string | null; since: Date | null },
): Map<string, LivePeriod[]> {
  const periods = new Map<string, LivePeriod[]>();
  const opened: Array<{ build: string; period: LivePeriod }> = [];
  const begin = (build: string, from: string, began: SwitchEntry | null) => {
    const period: LivePeriod = { from, to: null, began, ended: null, next: null };
    periods.set(build, [...(periods.get(build) ?? []), period]);
    opened.push({ build, period });
  };
  for (const entry of switches) {
    const open = opened.at(-1);
    if (open?.build === entry.build) continue;
    if (open) Object.assign(open.period, { to: entry.at, ended: entry, next: entry.build });
    begin(entry.build, entry.at, entry);
  }
  const last = opened.at(-1);
  if (live.build && live.since && last?.build !== live.build) {
    const from = live.since.toISOString();
    if (last) Object.assign(last.period, { to: from, next: live.build });
    begin(live.build, from, null);
  }
  return periods;
}

type NameOf = (build: string) => string;

/** "from today 8:33 PM to 8:36 PM"; seconds when both fall in one minute. */
function span(period: LivePeriod, now: Date): string {
  const from = new Date(period.from);
  if (!period.to) return `since ${utahTime(from, now)}`;
  const to = new Date(period.to);
  const seconds = Math.floor(from.getTime() / 60_000) === Math.floor(to.getTime() / 60_000);
  // Said relative to the start: the end of the same day needs no date again.
  const end = utahTime(to, from, seconds);
  return `from ${utahTime(from, now, seconds)} to ${end.replace(/^today /, '')}`;
}

function how(began: SwitchEntry | null): string {
  const by = began?.by ? ` by ${began.by}` : '';
  if (began?.reason === 'publish') return `, published by hand${by}`;
  if (began?.reason === 'rollback') return `, when ${began.by ?? 'someone'} rolled back to it`;
  if (began?.reason === 'unlock') return ', when publishing resumed';
  return '';
}

function replacedBy(period: LivePeriod, nameOf: NameOf): string {
  if (!period.next) return '';
  const next = nameOf(period.next);
  const who = period.ended?.by ?? 'someone';
  switch (period.ended?.reason) {
    case 'build':
    case 'search index':
      return ` Replaced by ${next} when that build finished.`;
    case 'publish':
      return ` Replaced when ${who} published ${next} by hand.`;
    case 'rollback':
      return ` Replaced when ${who} rolled back to ${next}.`;
    case 'unlock':
      return ` Replaced by ${next} when publishing resumed.`;
    default:
      return ` Replaced by ${next}.`;
  }
}

/** The outcome of a build that was live, for a person: when, how, and what replaced it. */
export function liveOutcome(
  periods: readonly LivePeriod[],
  liveNow: boolean,
  nameOf: NameOf,
  now: Date,
): string {
  const words = periods.map((period) => `${span(period, now)}${how(period.began)}`);
  if (liveNow) {
    const before = words.slice(0, -1);
    return (
      `Live now: this is what visitors see. Live ${words.at(-1)}.` +
      (before.length > 0 ? ` Also live before: ${before.join('; ')}.` : '')
    );
  }
  const last = periods.at(-1);
  return `Was live ${words.join('; ')}.${last ? replacedBy(last, nameOf) : ''}`;
}
