import { ACTION_KINDS, type ActionKind } from './action-kinds';
import { TALLY_CHANGED, TALLY_KEY } from './tally-keys';

// Counts and dates only: nothing typed (no name, address or number) is ever stored, and
// nothing here is sent anywhere. The value in localStorage is the visitor's to edit, so it is
// read as untrusted: anything odd counts as nothing.

export interface Tally {
  counts: Record<ActionKind, number>;
  /** The first and the latest day something was recorded, `YYYY-MM-DD`. */
  since: string | null;
  latest: string | null;
}

const EMPTY: Tally = {
  counts: Object.fromEntries(ACTION_KINDS.map((kind) => [kind, 0])) as Record<ActionKind, number>,
  since: null,
  latest: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && DAY.test(value) ? value : null;
const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

/** The tally held in `raw` (the stored JSON), repaired field by field. */
export const parseTally = (raw: string | null): Tally => {
  if (!raw) return EMPTY;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!stored || typeof stored !== 'object') return EMPTY;
  const { counts, since, latest } = stored as Record<string, unknown>;
  const source = counts && typeof counts === 'object' ? (counts as Record<string, unknown>) : {};
  return {
    counts: Object.fromEntries(
      ACTION_KINDS.map((kind) => [kind, countOf(source[kind])]),
    ) as Tally['counts'],
    since: dayOf(since),
    latest: dayOf(latest),
  };
};

const readRaw = (): string | null => {
  try {
    return window.localStorage.getItem(TALLY_KEY);
  } catch {
    return null;
  }
};

const announce = () => window.dispatchEvent(new Event(TALLY_CHANGED));

/** The visitor's local day, so "today" matches their calendar. */
const today = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const addToTally = (kind: ActionKind, now = new Date()): void => {
  const tally = parseTally(readRaw());
  const day = today(now);
  const next: Tally = {
    counts: { ...tally.counts, [kind]: tally.counts[kind] + 1 },
    since: tally.since ?? day,
    latest: day,
  };
  try {
    window.localStorage.setItem(TALLY_KEY, JSON.stringify(next));
  } catch {
    return; // storage full or blocked: nothing to count with
  }
  announce();
};

export const forgetTally = (): void => {
  try {
    window.localStorage.removeItem(TALLY_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  announce();
};

/** For useSyncExternalStore: the stored text is the snapshot (a string compares by value). */
export const readTallySnapshot = (): string | null => readRaw();

export const subscribeToTally = (onChange: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TALLY_KEY || event.key === null) onChange();
  };
  window.addEventListener(TALLY_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TALLY_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
};
