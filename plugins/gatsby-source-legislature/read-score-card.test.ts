import { readScoreCard, UnusableSheet } from './read-score-card';
import { scoreCardCsv } from '../../sandbox/seed/score-card';

const HEADER = 'Chamber,District,Name,HB 12 (Support),SB 34 (Oppose),Score';
const sheet = (...rows: string[]) => [HEADER, ...rows].join('\n');
const messages = (csv: string) => readScoreCard(csv).problems.map(({ message }) => message);

describe('readScoreCard', () => {
  it('reads the sandbox sheet: every one of the 104 seats, the vacant one and the part-session one', () => {
    const card = readScoreCard(scoreCardCsv());
    expect(card.problems).toEqual([]);
    expect(card.legislators).toHaveLength(104);
    expect(card.bills.map(({ label, position }) => `${label} ${position}`)).toEqual([
      'HB 12 support',
      'SB 34 oppose',
      'HB 88 support',
      'SB 120 support',
      'HJR 5 oppose',
    ]);
    const vacant = card.legislators.find((l) => l.chamber === 'house' && l.district === 37);
    expect(vacant).toMatchObject({ name: null, score: null });
    const partSession = card.legislators.find((l) => l.chamber === 'senate' && l.district === 7);
    expect(partSession?.votes.slice(0, 2).map(({ vote }) => vote)).toEqual([
      'notServing',
      'notServing',
    ]);
  });

  it('reads votes and scores as staff write them', () => {
    const card = readScoreCard(sheet('Senate,4,Ann Alta,yea,NAY,75%', 'H,12,Bo Loa, Absent ,n,'));
    expect(card.legislators).toEqual([
      expect.objectContaining({
        chamber: 'senate',
        district: 4,
        name: 'Ann Alta',
        score: 75,
        votes: [
          { bill: 'HB0012', vote: 'for' },
          { bill: 'SB0034', vote: 'against' },
        ],
      }),
      // No score written: worked out from the votes cast (one, against an opposed bill).
      expect.objectContaining({ chamber: 'house', district: 12, score: 100 }),
    ]);
  });

  it('shows an oddly written vote as no vote recorded, names it and publishes the rest', () => {
    const card = readScoreCard(
      sheet('Senate,4,Ann Alta,Yess,Nay,50', 'Senate,5,Cy Kanab,Yea,Nay,100'),
    );
    expect(card.legislators).toHaveLength(2);
    expect(card.legislators[0]?.votes[0]).toEqual({ bill: 'HB0012', vote: 'notRecorded' });
    expect(card.problems).toEqual([
      expect.objectContaining({
        outcome: 'repaired',
        row: 2,
        message:
          "Score card: row 2 (Ann Alta): the vote on HB 12 reads 'Yess', shown as no vote recorded",
      }),
    ]);
  });

  it('skips a second row for a seat and rows without a district, naming each by its row', () => {
    expect(
      messages(
        sheet(
          'Senate,4,Ann Alta,Yea,Nay,100',
          'Senate,,Di Juab,Yea,Nay,100',
          'House,4,Ed Heber,Yea,Nay,100',
          'Senate,4,Ann Alta,Yea,Nay,100',
          'Senate,30,Fay Loa,Yea,Nay,100',
          'Moon,3,Gus Ibapah,Yea,Nay,100',
        ),
      ),
    ).toEqual([
      'Score card: row 3 has no district, skipped',
      'Score card: row 5 is a second row for Senate district 4 (the first is row 2), skipped',
      'Score card: row 6 has district 30, past the last Senate district, skipped',
      "Score card: row 7 has chamber 'Moon', which is neither House nor Senate, skipped",
    ]);
    const card = readScoreCard(
      sheet('Senate,4,Ann Alta,Yea,Nay,100', 'House,4,Ed Heber,Yea,Nay,0'),
    );
    expect(card.legislators.map(({ name }) => name)).toEqual(['Ann Alta', 'Ed Heber']);
  });

  it('works the scores out when the Score column is missing, and says so', () => {
    const card = readScoreCard(
      ['Chamber,District,Name,HB 12 (Support),SB 34 (Oppose)', 'Senate,4,Ann Alta,Yea,Yea'].join(
        '\n',
      ),
    );
    expect(card.legislators[0]?.score).toBe(50);
    expect(card.problems.map(({ message }) => message)).toEqual([
      'Score card: the sheet has no Score column; each score was worked out from the votes',
    ]);
  });

  it('leaves out a bill column that names no position, and keeps the others', () => {
    const card = readScoreCard(
      ['Chamber,District,Name,HB 12,SB 34 (Oppose),Score', 'Senate,4,Ann Alta,Yea,Nay,100'].join(
        '\n',
      ),
    );
    expect(card.bills.map(({ key }) => key)).toEqual(['SB0034']);
    expect(card.problems[0]?.message).toBe(
      "Score card: column 'HB 12' names no position (write Support or Oppose after the bill), left out",
    );
  });

  it('refuses a sheet without a District column or without a header row', () => {
    expect(() => readScoreCard('Chamber,Name,HB 12 (Support)\nSenate,Ann,Yea')).toThrow(
      new UnusableSheet('the header row (row 1) has no district column'),
    );
    expect(() => readScoreCard('<html>Sign in</html>')).toThrow(UnusableSheet);
  });

  it('keeps names as text: markup in a cell is a name, not HTML', () => {
    const card = readScoreCard(sheet('Senate,4,"<img src=x onerror=alert(1)>",Yea,Nay,100'));
    expect(card.legislators[0]?.name).toBe('<img src=x onerror=alert(1)>');
  });
});
