import {
  buildName,
  distinctBuildNames,
  durationWords,
  oneLine,
  recordLines,
  startedByWords,
  utahTime,
  withBuildNames,
} from './staff-words';

const NOW = new Date('2026-11-27T20:00:00Z');

test('times are Utah time, whatever the server clock zone', () => {
  expect(utahTime('2026-11-28T07:05:00.000Z', NOW)).toBe('Nov 28, 12:05 AM');
  expect(utahTime('2026-11-27T21:02:00.000Z', NOW)).toBe('today 2:02 PM');
  expect(utahTime('2026-07-04T18:00:00.000Z', NOW)).toBe('Jul 4, 12:00 PM'); // daylight time
});

test('a build has one name, read from its id; release ids in a sentence become that name', () => {
  expect(buildName('20261127T210200123Z-a1b2c3', NOW)).toBe('the build of today 2:02 PM');
  const buildOf = (release: string) =>
    release === '20261127T210230000Z-ffffff' ? '20261127T210200123Z-a1b2c3' : release;
  expect(withBuildNames('rolled back from release 20261127T210230000Z-ffffff', buildOf, NOW)).toBe(
    'rolled back from the build of today 2:02 PM',
  );
});

test('builds listed together that share a minute are told apart by their seconds', () => {
  const nameOf = distinctBuildNames(
    ['20261127T210205000Z-aaaaaa', '20261127T210248000Z-bbbbbb', '20261126T150000000Z-cccccc'],
    NOW,
  );
  expect(nameOf('20261127T210205000Z-aaaaaa')).toBe('the build of today 2:02:05 PM');
  expect(nameOf('20261127T210248000Z-bbbbbb')).toBe('the build of today 2:02:48 PM');
  expect(nameOf('20261126T150000000Z-cccccc')).toBe('the build of Nov 26, 8:00 AM');
});

test('skip and repair reasons say what to do, each once, articles by title', () => {
  const skipped = {
    endpoint: '/articles',
    uuid: 'a-1',
    title: 'Gala 2026',
    field: 'story',
    reason: 'story should be string, got null',
  };
  const lines = recordLines({
    skipped: [
      skipped,
      skipped,
      {
        endpoint: '/articles',
        uuid: 'a-2',
        field: 'pubdate',
        reason: 'ISO 8601 date (YYYY-MM-DD[Thh:mm[:ss]])',
      },
    ],
    repaired: [
      { endpoint: '/articles', uuid: 'a-3', title: 'Walk', field: 'title', reason: 'trimmed' },
    ],
  });
  expect(lines.skipped).toEqual([
    'The article ‘Gala 2026’ is not on the site: it has no text: add it in the CMS and publish it again.',
    'The article with id a-2 in the CMS (it has no title) is not on the site: its date is not one the site can read: pick the date again in the CMS and publish it again.',
  ]);
  expect(lines.repaired).toEqual([
    'The article ‘Walk’ is on the site, but its title was corrected for the site (trimmed); check it in the CMS.',
  ]);
});

test('who started a build, durations and typed reasons in plain words', () => {
  expect(startedByWords('schedule')).toBe('the nightly rebuild');
  expect(startedByWords('webhook abc')).toBe('a publish in the CMS');
  expect(startedByWords('staff', ['Ana Ruiz'])).toBe('Ana Ruiz, from the staff console');
  expect(durationWords(0.4)).toBe('under a second');
  expect(durationWords(65)).toBe('1 minute 5 seconds');
  expect(oneLine(' wrong\n date\u0000 on\tthe post ')).toBe('wrong date on the post');
});

test("an outside source's own sentence is shown as it wrote it (the score card names its row)", () => {
  const lines = recordLines({
    skipped: [
      {
        endpoint: 'score card',
        field: 'district',
        reason: 'no district',
        message: 'Score card: row 14 has no district, skipped',
      },
    ],
  });
  expect(lines.skipped).toEqual(['Score card: row 14 has no district, skipped']);
});
