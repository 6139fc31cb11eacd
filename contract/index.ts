// The provider API contract: see README.md beside this file.
import type * as v from 'valibot';
import type * as records from './records';

export {
  API_BASE_PATH,
  CREDENTIAL_HEADERS,
  credentialHeaders,
  endpointLabel,
  type ApiCredentials,
} from './transport';
export { ENDPOINTS, type Endpoint, type EndpointName, type MessageField } from './endpoints';
export { endpointsAt, pathOf } from './match';
export {
  checkList,
  checkRecord,
  checkRequest,
  parseReply,
  ContractError,
  type CheckedList,
  type CheckedRecord,
  type ContractProblem,
} from './check';
export { ID_SEGMENT } from './fields';
export { FIRST_NEWS_YEAR } from './news-years';
export { retryAfterMs } from './retry-after';
export { maskSecrets } from './mask-secrets';
export { isApiDate } from './dates';
export { STATE_UTAH } from './utah';
export {
  checkBuildReport,
  type BuildReport,
  type CheckedBuildReport,
  type ReportedRecord,
  type ReportFallback,
} from './build-report';
export {
  ARTICLE_ID,
  decodeChangedArticles,
  encodeChangedArticles,
  isArticleId,
} from './changed-articles';

type Out<S extends v.GenericSchema> = v.InferOutput<S>;
type In<S extends v.GenericSchema> = v.InferInput<S>;

export type Impact = Out<typeof records.Impact>;
export type ArticleSummary = Out<typeof records.ArticleSummary>;
export type Article = Out<typeof records.Article>;
export type Partner = Out<typeof records.Partner>;
export type ActionEmail = Out<typeof records.ActionEmail>;
export type LegislatorMessage = In<typeof records.LegislatorMessage>;
export type LegislatorSearch = In<typeof records.LegislatorSearch>;
export type Legislator = Out<typeof records.Legislator>;
export type LegislatorLookupResponse = Out<typeof records.LegislatorLookupResponse>;
export type SmsSignupRequest = In<typeof records.SmsSignupRequest>;
export type SmsSignupResponse = Out<typeof records.SmsSignupResponse>;
export type SmsMessageResponse = Out<typeof records.SmsMessageResponse>;
export type ServicePreferences = In<typeof records.ServicePreferences>;
export type VolunteerRequest = In<typeof records.Volunteer>;
export type PledgeRequest = In<typeof records.Pledge>;
export type PledgeResponse = Out<typeof records.PledgeResponse>;
export type LifeGrantLineItem = Out<typeof records.LifeGrantLineItem>;
export type LifeGrantBalance = Out<typeof records.LifeGrantBalance>;
export type ContactRequest = In<typeof records.Contact>;
export { emailAddress, phoneNumber, type PhoneNumber } from './contact-values';
