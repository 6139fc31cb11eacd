import { withZoneNote } from '.';

// Issue 52, point 5: staff messages name builds by their time in Utah; a message that names a
// time says once, at its end, which zone that is.

test('a message naming a time ends by saying it is Utah time; one without a time is left alone', () => {
  const winter = new Date('2026-12-07T03:30:00.000Z');
  expect(
    withZoneNote(
      { subject: 'Website updated', text: 'The build of Dec 6, 8:25 PM is live.' },
      winter,
    ).text,
  ).toBe('The build of Dec 6, 8:25 PM is live.\nTimes are Utah time (MST).');
  expect(
    withZoneNote(
      { subject: 'Website updated', text: 'The build of Jun 1, 9:02 PM is live.' },
      new Date('2026-06-02T03:30:00.000Z'),
    ).text,
  ).toBe('The build of Jun 1, 9:02 PM is live.\nTimes are Utah time (MDT).');
  const timeless = { subject: 'Publishing resumed', text: 'Ana Ruiz resumed publishing.' };
  expect(withZoneNote(timeless, winter)).toEqual(timeless);
});
