import { nextRun, parseCron } from './cron';

// Local-time dates, as the schedule uses the server's clock.
const at = (text: string) => new Date(`${text}:00`);
const next = (expression: string, after: string) => nextRun(parseCron(expression), at(after));

test.each([
  ['0 3 * * *', '2025-06-01T02:59', '2025-06-01T03:00'],
  ['0 3 * * *', '2025-06-01T03:00', '2025-06-02T03:00'],
  ['*/15 * * * *', '2025-06-01T10:07', '2025-06-01T10:15'],
  ['5,35 8-9 * * *', '2025-06-01T08:36', '2025-06-01T09:05'],
  ['0 6 * * 1-5', '2025-06-06T07:00', '2025-06-09T06:00'], // Friday evening → Monday
  ['0 0 1 1 *', '2025-06-01T00:00', '2026-01-01T00:00'],
  ['0 12 * * 7', '2025-06-02T00:00', '2025-06-08T12:00'], // 7 is Sunday, like 0
  ['30 2 15 * 1', '2025-06-10T00:00', '2025-06-15T02:30'], // day 15 or a Monday, whichever first
  ['10-20/5 1 * * *', '2025-06-01T01:11', '2025-06-01T01:15'],
])('"%s" after %s runs at %s', (expression, after, expected) => {
  expect(next(expression, after)).toEqual(at(expected));
});

test('a date that never comes gives no run', () => {
  expect(next('0 0 31 2 *', '2025-01-01T00:00')).toBeNull();
});

test.each([
  '',
  '* * * *',
  '60 * * * *',
  '* 24 * * *',
  '0 0 0 * *',
  '* * * 13 *',
  '*/0 * * * *',
  'a * * * *',
  '5-1 * * * *',
])('"%s" is rejected', (expression) => {
  expect(() => parseCron(expression)).toThrow(/cron/);
});
