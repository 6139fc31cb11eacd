// One score card row as the site publishes it, checked with valibot like the provider API's
// records (see ../README.md). Only the build imports this file.
import * as v from 'valibot';
import { CHAMBERS, POSITIONS, SEATS, VOTES } from './columns';

export const ScoreCardVote = v.object({
  bill: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}\d{4}$/)),
  vote: v.picklist(VOTES),
});

export const ScoreCardLegislator = v.pipe(
  v.object({
    /** The spreadsheet's row number (the header is row 1), so staff find it. */
    row: v.pipe(v.number(), v.integer(), v.minValue(2)),
    chamber: v.picklist(CHAMBERS),
    district: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SEATS.house)),
    /** null: a vacant seat. */
    name: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(120))),
    votes: v.array(ScoreCardVote),
    score: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
    /** Kept only when it reads as a phone number or an address; otherwise null. */
    phone: v.nullable(v.pipe(v.string(), v.regex(/^[+()\d][\d ().+-]{6,24}$/))),
    email: v.nullable(v.pipe(v.string(), v.email(), v.maxLength(200))),
  }),
  v.forward(
    v.check(
      ({ chamber, district }) => district <= SEATS[chamber],
      'is past the last district of its chamber',
    ),
    ['district'],
  ),
);
export type ScoreCardLegislator = v.InferOutput<typeof ScoreCardLegislator>;

export const ScoreCardBill = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}\d{4}$/)),
  label: v.pipe(v.string(), v.minLength(1)),
  position: v.picklist(POSITIONS),
  header: v.string(),
});
