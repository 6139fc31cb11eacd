import { createRng } from '../prng';
import { CONSTITUENCIES } from './legislators';

// A score card spreadsheet as the organisation publishes it (File > Share > Publish to the web,
// CSV): every one of the 104 seats, five scored bills, one vacant seat and one senator who took
// office part-way through the session (no vote on the first two bills). Names are fictional.

export const SCORED_BILLS = [
  { header: 'HB 12 (Support)', key: 'HB0012', position: 'support' },
  { header: 'SB 34 (Oppose)', key: 'SB0034', position: 'oppose' },
  { header: 'HB 88 (Support)', key: 'HB0088', position: 'support' },
  { header: 'SB 120 (Support)', key: 'SB0120', position: 'support' },
  { header: 'HJR 5 (Oppose)', key: 'HJR0005', position: 'oppose' },
] as const;

/** House district 37 is vacant; Senate district 7's senator served part of the session. */
export const VACANT_SEAT = { chamber: 'House', district: 37 } as const;
export const PART_SESSION_SEAT = { chamber: 'Senate', district: 7, missedBills: 2 } as const;

const FIRST = ['Ada', 'Boyd', 'Clara', 'Dale', 'Edith', 'Flint', 'Greta', 'Hyrum', 'Iris', 'Jonas'];
const LAST = [
  'Alta',
  'Brighton',
  'Castle',
  'Deseret',
  'Escalante',
  'Fillmore',
  'Gunnison',
  'Heber',
  'Ibapah',
  'Juab',
  'Kanab',
  'Loa',
];

/** The lookup's own legislators sit in their seats, so the lookup can show their scores. */
const knownPerson = (chamber: 'House' | 'Senate', district: number) => {
  for (const { houseRepresentative, senator } of CONSTITUENCIES) {
    const person = chamber === 'House' ? houseRepresentative : senator;
    if (person.district === district)
      return { ...person, name: person.formatName.replace(/^(Rep|Sen)\. /, '') };
  }
  return undefined;
};

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The whole sheet as CSV text; the same on every start. */
export function scoreCardCsv(): string {
  const rng = createRng('score-card');
  const lines = [
    [
      'Chamber',
      'District',
      'Name',
      ...SCORED_BILLS.map((b) => b.header),
      'Score',
      'Phone',
      'Email',
    ],
  ];
  const seats = [
    ...Array.from({ length: 29 }, (_, i) => ['Senate', i + 1] as const),
    ...Array.from({ length: 75 }, (_, i) => ['House', i + 1] as const),
  ];
  for (const [chamber, district] of seats) {
    if (chamber === VACANT_SEAT.chamber && district === VACANT_SEAT.district) {
      lines.push([chamber, String(district), 'Vacant', ...SCORED_BILLS.map(() => ''), '', '', '']);
      continue;
    }
    const known = knownPerson(chamber, district);
    const name =
      known?.name ??
      `${FIRST[(district * 7 + (chamber === 'House' ? 3 : 0)) % FIRST.length]} ${
        LAST[(district * 5 + (chamber === 'House' ? 1 : 0)) % LAST.length]
      }`;
    // Most of the chamber votes one way on each bill; a few go the other way or are absent.
    const leaning = rng.next();
    const votes = SCORED_BILLS.map(({ position }, index) => {
      if (
        chamber === PART_SESSION_SEAT.chamber &&
        district === PART_SESSION_SEAT.district &&
        index < PART_SESSION_SEAT.missedBills
      )
        return '';
      const roll = rng.next();
      if (roll < 0.06) return 'Absent';
      const ourWay = roll < 0.06 + leaning;
      return (position === 'support') === ourWay ? 'Yea' : 'Nay';
    });
    const cast = votes.filter((vote) => vote === 'Yea' || vote === 'Nay');
    const withUs = SCORED_BILLS.filter(({ position }, index) =>
      position === 'support' ? votes[index] === 'Yea' : votes[index] === 'Nay',
    ).length;
    const score = cast.length ? `${Math.round((100 * withUs) / cast.length)}%` : '';
    // 555-01xx numbers are reserved for fiction.
    const phone = known?.cell ?? `801-555-01${String(district).padStart(2, '0')}`;
    const email = known?.email ?? `${name.toLowerCase().replace(/\W+/g, '.')}@legislature.example`;
    lines.push([chamber, String(district), name, ...votes, score, phone, email]);
  }
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\n')}\n`;
}
