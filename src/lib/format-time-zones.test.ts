import { execFileSync } from 'child_process';
import path from 'path';

// The build runs on a machine in UTC or in Utah, the visitor's browser anywhere: the day
// shown must not move. Jest's process.env is a copy, so the zone only truly changes in a
// fresh process: each zone gets one.
const FORMAT = path.join(__dirname, 'format.ts');
const PROBE = `
  const { formatDate } = require(${JSON.stringify(FORMAT)});
  const values = ['2026-01-05', '2026-01-05T23:30:00', '2026-01-06T03:00:00Z'];
  console.log(JSON.stringify({
    offset: new Date(2026, 0, 5).getTimezoneOffset(),
    shown: ['en', 'es', 'pt'].map((lng) => values.map((value) => formatDate(value, lng))),
  }));
`;
const runIn = (zone: string): { offset: number; shown: string[][] } =>
  JSON.parse(
    execFileSync(process.execPath, [require.resolve('tsx/cli'), '-e', PROBE], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    }),
  );

const OFFSETS = { UTC: 0, 'America/Denver': 7 * 60, 'Pacific/Kiritimati': -14 * 60 };

describe.each(Object.entries(OFFSETS))('on a machine in %s', (zone, offset) => {
  it('shows 5 January 2026 for the 5th in every language', () => {
    const result = runIn(zone);
    // The child truly ran in that zone (otherwise this test could not fail).
    expect(result.offset).toBe(offset);
    expect(result.shown).toEqual([
      ['January 5, 2026', 'January 5, 2026', 'January 5, 2026'],
      ['5 de enero de 2026', '5 de enero de 2026', '5 de enero de 2026'],
      ['5 de janeiro de 2026', '5 de janeiro de 2026', '5 de janeiro de 2026'],
    ]);
  }, 30000);
});
