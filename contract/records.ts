// The records of the provider API, as the site reads and sends them.
import * as v from 'valibot';
import {
  apiDate,
  html,
  httpUrl,
  integer,
  optionalHttpUrl,
  optionalText,
  pathId,
  text,
} from './fields';
import { STATE_UTAH } from './utah';

export const Impact = v.object({
  babiesSaved: integer(),
  womenHelped: integer(),
  yearEstablished: integer(),
});

export const ArticleSummary = v.object({
  uuid: pathId(),
  title: text(),
  socialImage: optionalHttpUrl(),
  socialDescription: optionalText(),
  pubdate: apiDate(),
  author: optionalText(),
  typeID: v.nullish(integer(), null),
});

export const Article = v.object({ ...ArticleSummary.entries, story: html() });

/** A partner the site can show needs its logo and its site (both absolute URLs). */
export const Partner = v.object({
  name: text(),
  logo: httpUrl(),
  url: httpUrl(),
  homePage: v.boolean(),
});

export const ActionEmail = v.object({ title: text(), dtUpdated: apiDate(), actionEmail: html() });

export const LegislatorMessage = v.object({
  actionEmailId: v.union([integer(), v.string()]),
  fullName: v.string(),
  email: v.string(),
  address: v.string(),
  city: v.string(),
  zip: v.string(),
  state: v.literal(STATE_UTAH),
  subject: v.string(),
  message: v.string(),
  allowContact: v.boolean(),
  humanAnswer: integer(),
  humanA: integer(),
  humanB: integer(),
});

export const LegislatorSearch = v.object({ address: v.string(), city: v.string() });

export const Legislator = v.object({
  image: v.string(),
  formatName: text(),
  district: v.union([integer(), v.string()]),
  cell: v.string(),
  email: v.string(),
  committees: v.array(v.object({ name: v.string() })),
});

export const LegislatorLookupResponse = v.variant('success', [
  v.object({ success: v.literal(true), houseRepresentative: Legislator, senator: Legislator }),
  v.object({ success: v.literal(false), message: v.optional(v.string()) }),
]);

export const SmsSignupRequest = v.object({ phoneNumber: v.string(), textSignup: v.boolean() });
export const SmsSignupResponse = v.object({ lastFour: v.string(), message: v.string() });
export const SmsUnsubscribeRequest = v.object({ phoneNumber: v.string() });
export const SmsMessageResponse = v.object({ message: v.string() });

export const ServicePreferences = v.object({
  womensSupportTeam: v.boolean(),
  mobileClinicTeam: v.boolean(),
  socialMediaTeam: v.boolean(),
  writingTeam: v.boolean(),
  postAbortiveHealingTeam: v.boolean(),
  communityActionTeam: v.boolean(),
  noIdea: v.boolean(),
  other: v.boolean(),
  otherDesc: v.string(),
});

export const Volunteer = v.object({
  fullname: v.string(),
  email: v.string(),
  phone: v.string(),
  city: v.string(),
  servicePreferences: ServicePreferences,
});

export const Pledge = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.literal(STATE_UTAH),
  zip: v.string(),
  comments: v.string(),
  paidAmount: v.picklist([250, 3000]),
  period: v.picklist(['monthly', 'one-time']),
  pledgeYear: integer(),
});
export const PledgeResponse = v.object({ uid: pathId() });

export const LifeGrantLineItem = v.object({
  date: apiDate(),
  budgetType: v.string(),
  reason: optionalText(),
  amount: v.number(),
});

export const LifeGrantBalance = v.object({
  name: v.string(),
  balance: v.number(),
  lineItems: v.array(LifeGrantLineItem),
});

export const Contact = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  comments: v.string(),
  optIn: v.boolean(),
});

/** Replies whose body the site does not read (the spec: "not read"). */
export const Unread = v.unknown();
