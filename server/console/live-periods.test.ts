import type { SwitchEntry } from '../releases/switch-log';
import { liveOutcome, livePeriods } from './live-periods';

// When each build was live, from the switch record, including a switch the disk could not record.

const A = '20261206T033000000Z-aaaaaa';
const A_INDEXED = '20261206T033100000Z-a1a1a1';
const B = '20261206T033300000Z-bbbbbb';
const C = '20261206T033600000Z-cccccc';
const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 3, minute)).toISOString();
const entry = (release: string, build: string, minute: number, reason = 'build'): SwitchEntry => ({
  at: at(minute),
  release,
  build,
  reason,
});
const nameOf = (build: string) => `build ${build.slice(-1)}`;
const now = new Date(at(40));

test('an indexed copy going live keeps its build live; the next build ends it', () => {
  const periods = livePeriods([entry(A, A, 31), entry(A_INDEXED, A, 32), entry(B, B, 34)], {
    build: B,
    since: new Date(at(34)),
  });
  expect(periods.get(A)).toMatchObject([{ from: at(31), to: at(34), next: B }]);
  expect(liveOutcome(periods.get(A) ?? [], false, nameOf, now)).toBe(
    'Was live from today 8:31 PM to 8:34 PM. Replaced by build b when that build finished.',
  );
  expect(liveOutcome(periods.get(B) ?? [], true, nameOf, now)).toBe(
    'Live now: this is what visitors see. Live since today 8:34 PM.',
  );
});

test('a live build the record does not know went live when the current link says', () => {
  const periods = livePeriods([entry(A, A, 31), entry(B, B, 34)], {
    build: C,
    since: new Date(at(36)),
  });
  expect(periods.get(B)).toMatchObject([{ from: at(34), to: at(36), next: C, ended: null }]);
  expect(periods.get(C)).toMatchObject([{ from: at(36), to: null, began: null }]);
  expect(liveOutcome(periods.get(B) ?? [], false, nameOf, now)).toBe(
    'Was live from today 8:34 PM to 8:36 PM. Replaced by build c.',
  );
});
