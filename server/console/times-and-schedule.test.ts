import { renderConsole } from './render-console';
import { renderProblem } from './render-confirm';
import type { Timeline } from './timeline';

// Issue 52, point 5: every time in the console is Utah time, and each page that shows one says
// so once, under its heading; the main page says when the site rebuilds itself (REBUILD_CRON),
// or that it does not.

const now = new Date('2026-12-07T03:30:00.000Z'); // Dec 6, 8:30 PM in Utah (MST)

const timeline: Timeline = {
  summary: 'Visitors see the build of today 8:25 PM, live since today 8:29 PM.',
  liveBuild: null,
  liveRelease: null,
  locked: false,
  running: null,
  queued: null,
  builds: [],
  newestKept: null,
};

const text = (page: string) =>
  page
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const page = (schedule: Parameters<typeof renderConsole>[1]['schedule']) =>
  renderConsole(timeline, { canAct: true, who: 'Ana Ruiz', actions: [], now, schedule });

test('a page with times says once, under its heading, that they are Utah time', () => {
  const main = page(null);
  expect(main.match(/Utah time/g)).toHaveLength(1);
  expect(text(main)).toContain(
    'What visitors see Times on this page are Utah time (MST). Visitors see the build of today 8:25 PM',
  );
  const summer = renderConsole(timeline, {
    canAct: false,
    who: 'Ben Cole',
    actions: [],
    now: new Date('2026-07-01T18:00:00.000Z'),
    schedule: null,
  });
  expect(summer).toContain('Times on this page are Utah time (MDT).');

  expect(renderProblem('The build of Dec 6, 8:25 PM is no longer kept.')).toContain(
    'Times on this page are Utah time',
  );
  // A page with no time says nothing of zones.
  expect(renderProblem('There is no such action.')).not.toContain('Utah time');
});

test('the main page says when the site rebuilds itself, or that it does not', () => {
  const daily = text(page({ daily: true, next: new Date('2026-12-07T07:05:00.000Z') }));
  expect(daily).toContain(
    'The site also rebuilds itself every day at 12:05 AM, fetching every article from the CMS; the next time is Dec 7, 12:05 AM.',
  );
  const other = text(page({ daily: false, next: new Date('2026-12-07T04:00:00.000Z') }));
  expect(other).toContain(
    'The site also rebuilds itself on a schedule, fetching every article from the CMS; the next time is today 9:00 PM.',
  );
  expect(text(page(null))).toContain(
    'The site does not rebuild itself on a schedule (the nightly rebuild is off): builds start only when the CMS publishes or a publisher asks for one here.',
  );
});
