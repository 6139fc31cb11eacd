// Bills and committee meetings in the Utah Legislature's own formats: the bill JSON at
// `/data/<session>/<bill>.json` and the month calendar at `/CalServ/CalServ?month=&year=`
// (months counted 0-11). Sponsors are the sandbox's fictional legislators; hearings fall a
// few days after "now", so the site always has a next hearing to show.

export const SANDBOX_SESSION = '2026GS';

const DAY = 86_400_000;

/** "01/20/2026", as the legislature writes a date without a time. */
const usDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
/** "2026-01-20 09:00:00.000", the form with a time. */
const stamp = (date: Date) => `${date.toISOString().slice(0, 10)} 09:00:00.000`;

interface Step {
  daysAgo: number;
  owner: string;
  description: string;
}

const bill = (
  now: Date,
  billNumber: string,
  shortTitle: string,
  generalProvisions: string,
  sponsors: { prime: [string, 'H' | 'S']; floor?: [string, 'H' | 'S'] },
  steps: Step[],
) => {
  const actions = steps.map(({ daysAgo, owner, description }, index) => ({
    owner,
    description,
    actionDate:
      index % 2
        ? usDate(new Date(now.getTime() - daysAgo * DAY))
        : stamp(new Date(now.getTime() - daysAgo * DAY)),
  }));
  const last = actions.at(-1);
  return {
    sessionID: SANDBOX_SESSION,
    billNumber,
    shortTitle,
    generalProvisions,
    primeSponsorName: sponsors.prime[0],
    primeSponsorHouse: sponsors.prime[1],
    floorSponsorName: sponsors.floor?.[0] ?? null,
    floorSponsorHouse: sponsors.floor?.[1] ?? null,
    lastAction: last?.description ?? '',
    lastActionOwner: last?.owner ?? '',
    lastActionDate: last ? usDate(new Date(now.getTime() - steps.at(-1)!.daysAgo * DAY)) : '',
    actionHistoryList: actions,
    billVersionList: [
      {
        activeVersion: true,
        billDocs: [
          {
            fileName: `${billNumber}.xml`,
            shortDesc: 'Introduced',
            url: `/Session/2026/bills/introduced/${billNumber}.xml`,
          },
        ],
        subjectList: [{ description: 'Health' }],
        sectionAffectedList: [{ secNo: '76-7-301' }],
      },
    ],
  };
};

export function sandboxBills(now: Date) {
  return [
    bill(
      now,
      'HB0012',
      'Prenatal Care Access Amendments',
      'This bill extends prenatal care coverage for low-income mothers.',
      { prime: ['Rep. Bonneville, D.', 'H'], floor: ['Sen. Wasatch, M.', 'S'] },
      [
        {
          daysAgo: 12,
          owner: 'Legislative Research and General Counsel',
          description: 'Bill Numbered but not Distributed',
        },
        {
          daysAgo: 10,
          owner: 'House',
          description: 'House/ received bill from Legislative Research',
        },
        {
          daysAgo: 9,
          owner: 'House Rules Committee',
          description: 'House/ 1st reading (Introduced)',
        },
        {
          daysAgo: 6,
          owner: 'House Health and Human Services Committee',
          description: 'House/ to standing committee',
        },
      ],
    ),
    bill(
      now,
      'SB0034',
      'Abortion Facility Licensing Changes',
      'This bill loosens the licensing of abortion facilities.',
      { prime: ['Sen. Sandstone, H.', 'S'], floor: ['Rep. Oquirrh, T.', 'H'] },
      [
        { daysAgo: 20, owner: 'Senate', description: 'Senate/ 1st reading (Introduced)' },
        {
          daysAgo: 15,
          owner: 'Senate Health and Human Services Committee',
          description: 'Senate Comm - Favorable Recommendation',
        },
        { daysAgo: 11, owner: 'Senate', description: 'Senate/ passed 3rd reading' },
        {
          daysAgo: 8,
          owner: 'House Judiciary Committee',
          description: 'House/ to standing committee',
        },
      ],
    ),
    bill(
      now,
      'HB0088',
      'Maternal Mental Health Support',
      'This bill funds mental health care for new mothers.',
      { prime: ['Rep. Timpanogos, E.', 'H'], floor: ['Sen. Uinta, G.', 'S'] },
      [
        { daysAgo: 30, owner: 'House', description: 'House/ 1st reading (Introduced)' },
        { daysAgo: 25, owner: 'House', description: 'House/ passed 3rd reading' },
        { daysAgo: 18, owner: 'Senate', description: 'Senate/ passed 3rd reading' },
        { daysAgo: 4, owner: 'Governor', description: 'Governor Signed' },
      ],
    ),
    // Passed both houses and waits for the Governor: the page asks for a signature, not a vote.
    bill(
      now,
      'SB0120',
      'Pregnancy Resource Center Grants',
      'This bill funds grants to pregnancy resource centers.',
      { prime: ['Sen. Kolob, W.', 'S'], floor: ['Rep. Escalante, N.', 'H'] },
      [
        { daysAgo: 26, owner: 'Senate', description: 'Senate/ 1st reading (Introduced)' },
        { daysAgo: 16, owner: 'Senate', description: 'Senate/ passed 3rd reading' },
        { daysAgo: 5, owner: 'House', description: 'House/ passed 3rd reading' },
        {
          daysAgo: 3,
          owner: 'Senate President',
          description: 'Senate/ signed by President/ returned to House',
        },
      ],
    ),
  ];
}

/** The calendar of the month holding `monthStart` (0-11 month), in the legislature's format. */
export function sandboxCalendar(now: Date, year: number, month: number) {
  const meetings = [
    {
      inDays: 3,
      desc: 'House Health and Human Services Committee',
      location: '30 House Building',
      time: '8:00 AM',
    },
    {
      inDays: 5,
      desc: 'House Judiciary Committee',
      location: '20 House Building',
      time: '4:10 PM',
    },
    {
      inDays: 2,
      desc: 'Senate Revenue and Taxation Committee',
      location: '210 Senate Building',
      time: '9:00 AM',
      status: 'C',
    },
  ];
  const days = new Map<number, Array<Record<string, string>>>();
  for (const { inDays, status, ...meeting } of meetings) {
    // The meeting's day in Utah: far enough from midnight that UTC and Denver agree.
    const day = new Date(now.getTime() + inDays * DAY);
    if (day.getUTCFullYear() !== year || day.getUTCMonth() !== month) continue;
    const events = days.get(day.getUTCDate()) ?? [];
    events.push({
      type: 'meeting',
      ...meeting,
      status: status ?? '',
      itemurl: `/committee/committee.jsp?com=${encodeURIComponent(meeting.desc)}`,
    });
    days.set(day.getUTCDate(), events);
  }
  return {
    days: [...days].map(([day, events]) => ({
      year: String(year),
      month: String(month),
      day: String(day),
      events,
    })),
  };
}
