// The Utah Legislature's public bill data, `le.utah.gov/data/<session>/<bill>.json`, as the
// Open States scraper for Utah reads it: only the fields the site shows, everything else let
// through. Checked like the provider API's records (../README.md); only the build imports it.
import * as v from 'valibot';

const text = () => v.pipe(v.string(), v.trim(), v.maxLength(2000));
const optionalText = () => v.optional(v.nullable(text()), null);

export const BillAction = v.looseObject({
  /** "2026-01-20 09:00:00.000" or "01/20/2026". */
  actionDate: v.pipe(v.string(), v.trim(), v.minLength(8)),
  description: v.pipe(text(), v.minLength(1)),
  owner: optionalText(),
});

export const BillDoc = v.looseObject({
  shortDesc: optionalText(),
  url: v.pipe(v.string(), v.trim(), v.minLength(1)),
});

export const BillVersion = v.looseObject({
  activeVersion: v.optional(v.boolean(), false),
  billDocs: v.optional(v.array(BillDoc), []),
  subjectList: v.optional(v.array(v.looseObject({ description: text() })), []),
  sectionAffectedList: v.optional(v.array(v.looseObject({ secNo: text() })), []),
});

export const UtahBill = v.looseObject({
  billNumber: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}\d{4}$/)),
  shortTitle: v.pipe(text(), v.minLength(1)),
  generalProvisions: optionalText(),
  primeSponsorName: optionalText(),
  /** "H" or "S". */
  primeSponsorHouse: optionalText(),
  floorSponsorName: optionalText(),
  floorSponsorHouse: optionalText(),
  lastAction: optionalText(),
  lastActionOwner: optionalText(),
  lastActionDate: optionalText(),
  actionHistoryList: v.optional(v.array(v.unknown()), []),
  billVersionList: v.optional(v.array(v.unknown()), []),
});
export type UtahBill = v.InferOutput<typeof UtahBill>;
export type BillAction = v.InferOutput<typeof BillAction>;
export type BillVersion = v.InferOutput<typeof BillVersion>;

/** One day of the legislature's meeting calendar (`/CalServ/CalServ?month=<0-11>&year=`). */
export const CalendarEvent = v.looseObject({
  type: v.string(),
  desc: optionalText(),
  location: optionalText(),
  /** "8:00 AM". */
  time: optionalText(),
  /** "C": cancelled. */
  status: optionalText(),
  itemurl: optionalText(),
});
export const CalendarMonth = v.looseObject({
  days: v.optional(
    v.array(
      v.looseObject({
        year: v.union([v.string(), v.number()]),
        /** 0-11, as JavaScript counts months. */
        month: v.union([v.string(), v.number()]),
        day: v.union([v.string(), v.number()]),
        events: v.optional(v.array(v.unknown()), []),
      }),
    ),
    [],
  ),
});
export type CalendarEvent = v.InferOutput<typeof CalendarEvent>;
