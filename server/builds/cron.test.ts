import { checkCronExpression, startCronSchedule } from '../shared/cron-schedule';

const UTAH = 'America/Denver';

const nextRunAfterStart = (expression: string, timezone = UTAH) => {
  const schedule = startCronSchedule(expression, timezone, () => {});
  const next = schedule.nextRunAt();
  schedule.stop();
  return next;
};

test('the default nightly build runs at 00:05 Utah time, whatever the server clock zone', () => {
  const next = nextRunAfterStart('5 0 * * *');
  const utahTime = new Intl.DateTimeFormat('en-US', {
    timeZone: UTAH,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(next ?? undefined);
  expect(utahTime).toBe('00:05');
  expect((next?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
});

test('a date that never comes gives no next run', () => {
  expect(nextRunAfterStart('0 0 31 2 *')).toBeNull();
});

test('a stopped schedule no longer names a next run', () => {
  const schedule = startCronSchedule('*/5 * * * *', UTAH, () => {});
  expect(schedule.nextRunAt()).toBeInstanceOf(Date);
  schedule.stop();
  expect(schedule.nextRunAt()).toBeNull();
});

test.each(['0 3 * * *', '@daily', '*/15 8-17 * * 1-5'])('"%s" is accepted', (expression) => {
  expect(() => checkCronExpression(expression, UTAH)).not.toThrow();
});

test.each([
  ['', /5 fields/],
  ['* * * *', /5 fields/],
  ['0 3 * * * *', /5 fields/],
  ['60 * * * *', /REBUILD_CRON "60 \* \* \* \*"/],
  ['* 24 * * *', /REBUILD_CRON/],
  ['a * * * *', /REBUILD_CRON/],
])('"%s" is rejected with a message naming REBUILD_CRON', (expression, message) => {
  expect(() => checkCronExpression(expression, UTAH)).toThrow(message);
});

test('an unknown time zone is rejected', () => {
  expect(() => checkCronExpression('0 3 * * *', 'Mars/Olympus')).toThrow(/REBUILD_TIMEZONE/);
});
