// Field types the provider API uses, shared by every record of the contract.
import * as v from 'valibot';
import { isApiDate } from './dates';

/** Text that must be present: the contract wants it trimmed; `repair` trims it. */
export const text = () =>
  v.pipe(
    v.string(),
    v.check((value) => value !== '' && value.trim() === value, 'should be trimmed, non-empty text'),
  );

/** Optional text: missing, null or blank all mean "none" (null). */
export const optionalText = () =>
  v.pipe(
    v.nullish(v.string(), null),
    v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  );

/** HTML from the CMS: any string; it is sanitised before it is rendered. */
export const html = () => v.string();

/** A date the site can show; anything else ("soon", "") is not a date. */
export const apiDate = () =>
  v.pipe(v.string(), v.check(isApiDate, 'should be an ISO 8601 date (YYYY-MM-DD[Thh:mm[:ss]])'));

/** Ids that travel in a URL path segment: letters, digits, `-` and `_`. */
export const ID_SEGMENT = /^[A-Za-z0-9_-]+$/;
export const pathId = () =>
  v.pipe(v.string(), v.regex(ID_SEGMENT, 'should be an id (A-Z, 0-9, - or _)'));

/** An absolute http(s) URL, as images and partner sites must be. */
export const httpUrl = () =>
  v.pipe(
    v.string(),
    v.check((value) => /^https?:\/\/[^\s/]+/i.test(value), 'should be an absolute http(s) URL'),
  );

export const optionalHttpUrl = () =>
  v.pipe(
    optionalText(),
    v.check(
      (value) => value === null || /^https?:\/\/[^\s/]+/i.test(value),
      'should be an absolute http(s) URL',
    ),
  );

export const integer = () => v.pipe(v.number(), v.integer());
