// Every call of the provider API the product makes, under /rest/pluapi/v1.
// This table is the only description of the API: the source plugin, the browser calls,
// the server's proxy allow-list, the sandbox and the test handlers all read it.
import * as v from 'valibot';
import * as records from './records';

/** Which field of an error body carries the server's message. */
export type MessageField = 'Message' | 'message';

type Schema = v.GenericSchema;

export interface Endpoint {
  method: 'GET' | 'POST';
  /** `:name` stands for one path segment (see ID_SEGMENT). */
  path: string;
  /** Query parameters, for the documentation and the sandbox. */
  query?: readonly string[];
  request?: Schema;
  /** The whole reply. For lists, `item` describes one entry, checked one by one. */
  response: Schema;
  item?: Schema;
  errorField: MessageField;
}

const list = v.array(v.unknown());

export const ENDPOINTS = {
  impact: {
    method: 'GET',
    path: '/women/reports/impact',
    response: records.Impact,
    errorField: 'Message',
  },
  /** `?year=` or `?page=&maxRecords=&typeID=` (defaults 1, 3 and `*`). */
  articles: {
    method: 'GET',
    path: '/articles',
    query: ['year', 'page', 'maxRecords', 'typeID'],
    response: list,
    item: records.ArticleSummary,
    errorField: 'Message',
  },
  article: {
    method: 'GET',
    path: '/articles/uid/:uuid',
    response: records.Article,
    errorField: 'Message',
  },
  /** The spec does not show this path; the design fixes it as `?year={yyyy}`. */
  partners: {
    method: 'GET',
    path: '/partners',
    query: ['year'],
    response: list,
    item: records.Partner,
    errorField: 'message',
  },
  smsSignup: {
    method: 'POST',
    path: '/sms/signup',
    request: records.SmsSignupRequest,
    response: records.SmsSignupResponse,
    errorField: 'message',
  },
  smsUnsubscribe: {
    method: 'POST',
    path: '/sms/unsubscribe',
    request: records.SmsUnsubscribeRequest,
    response: records.SmsMessageResponse,
    errorField: 'message',
  },
  smsVerify: {
    method: 'GET',
    path: '/sms/verify/:code',
    response: records.SmsMessageResponse,
    errorField: 'message',
  },
  volunteer: {
    method: 'POST',
    path: '/volunteer',
    request: records.Volunteer,
    response: records.Unread,
    errorField: 'message',
  },
  /** HTTP 400 means the action email is no longer active. */
  actionEmail: {
    method: 'GET',
    path: '/actionemail/:id',
    response: records.ActionEmail,
    errorField: 'message',
  },
  actionEmailSender: {
    method: 'POST',
    path: '/actionemail/sender',
    request: records.LegislatorMessage,
    response: records.Unread,
    errorField: 'message',
  },
  legislators: {
    method: 'POST',
    path: '/government/legislators',
    request: records.LegislatorSearch,
    response: records.LegislatorLookupResponse,
    errorField: 'message',
  },
  saveALife: {
    method: 'POST',
    path: '/savealife',
    request: records.Pledge,
    response: records.PledgeResponse,
    errorField: 'message',
  },
  lifeGrantBalance: {
    method: 'GET',
    path: '/services/lifegrantbalance',
    query: ['uid'],
    response: records.LifeGrantBalance,
    errorField: 'message',
  },
  contact: {
    method: 'POST',
    path: '/contact',
    request: records.Contact,
    response: records.Unread,
    errorField: 'message',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
