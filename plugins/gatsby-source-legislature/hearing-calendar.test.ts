import { hearingCalendar } from './hearing-calendar';

describe('hearingCalendar', () => {
  it('writes each next hearing in Utah time, with its zone, and skips bills without one', () => {
    const folded = hearingCalendar(
      [
        {
          slug: '2026gs-hb0012',
          label: 'HB 12',
          title: 'Prenatal Care Access Amendments',
          position: 'support',
          nextHearing: {
            committee: 'House Health and Human Services Committee',
            start: '2026-02-13T08:00:00-07:00',
            location: '30 House Building',
            url: null,
          },
        },
        {
          slug: '2026gs-hb0088',
          label: 'HB 88',
          title: null,
          position: 'support',
          nextHearing: null,
        },
      ],
      {
        name: 'Hearings',
        siteUrl: 'https://www.prolifeutah.org',
        stamp: new Date('2026-02-10T00:00:00Z'),
      },
    );
    // iCalendar folds lines at 75 octets: read it unfolded, as a calendar app does.
    const text = folded.replace(/\r\n /g, '');
    expect(text).toContain('DTSTART;TZID=America/Denver:20260213T080000');
    expect(text).toContain('DTEND;TZID=America/Denver:20260213T090000');
    expect(text).toContain('TZID:America/Denver\r\nBEGIN:DAYLIGHT');
    expect(text).toContain(
      'SUMMARY:HB 12: Prenatal Care Access Amendments (House Health and Human Services Committee)',
    );
    expect(text).toContain('URL;VALUE=URI:https://www.prolifeutah.org/legislature/2026gs-hb0012/');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text).toContain('DTSTAMP:20260210T000000Z');
  });

  const oneHearing = (options: { language?: string; prefix?: string } = {}) =>
    hearingCalendar(
      [
        {
          slug: '2026gs-hb0012',
          label: 'HB 12',
          title: null,
          position: 'support',
          nextHearing: {
            committee: 'House Health and Human Services Committee',
            start: '2026-02-13T08:00:00-07:00',
            location: null,
            url: null,
          },
        },
      ],
      {
        name: 'Pro-Life Utah: audiencias',
        siteUrl: 'https://www.prolifeutah.org',
        stamp: new Date('2026-02-10T00:00:00Z'),
        ...options,
      },
    );

  it('ends with the final CRLF, as every content line must (RFC 5545 §3.1: the .ics files ended without it)', () => {
    const text = oneHearing();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends with CRLF: no bare LF, and nothing after the last CRLF.
    expect(text.split('\r\n').at(-1)).toBe('');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it("a Spanish page's calendar is named in Spanish and links to the Spanish page (the .ics files were English on every page)", () => {
    const text = oneHearing({ language: 'es', prefix: '/es' }).replace(/\r\n /g, '');
    expect(text).toContain('X-WR-CALNAME:Pro-Life Utah: audiencias');
    expect(text).toContain(
      'URL;VALUE=URI:https://www.prolifeutah.org/es/legislature/2026gs-hb0012/',
    );
    expect(text).toMatch(/^PRODID:.*\/\/ES$/m);
  });
});
