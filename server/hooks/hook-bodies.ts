import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ARTICLE_ID } from '../../contract/changed-articles';
import { RELEASE_NAME } from '../releases/releases';

/** More than this in one call is a mistake (or an attack); the nightly build covers bulk changes. */
export const MAX_ARTICLES_PER_CALL = 500;
export const LOCK_REASON_MAX = 500;

/** A hook's refusal: the error handler of the hooks answers `{ message }` with this status. */
export class HookError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What a hook's body must be (a JSON Schema Fastify checks before the handler runs), and the
 * plain sentence each way of missing it gets: the caller is a CMS or a staff member's script.
 */
export interface HookBody {
  schema: Record<string, unknown>;
  /** An example body, quoted when the body is not JSON or not an object. */
  example: string;
  /** Per field: what a value of the wrong kind gets; `[i]` is replaced by the item's index. */
  wrongValue: Record<string, string>;
  /** Per required field: what its absence gets. */
  missing?: Record<string, string>;
}

const releaseIdRule = (field: string) =>
  `"${field}" must be a release id such as 20250601T030000123Z-a1b2c3`;

/** `{"articles": ["<uuid>", ...]}` names articles whose bodies changed; other fields are ignored. */
export const rebuildBody: HookBody = {
  schema: {
    type: 'object',
    properties: {
      articles: {
        type: 'array',
        maxItems: MAX_ARTICLES_PER_CALL,
        items: { type: 'string', maxLength: 64, pattern: ARTICLE_ID.source },
      },
    },
  },
  example: '{"articles": ["<uuid>"]}',
  wrongValue: {
    articles: '"articles" must be an array of article uuids',
    'articles[i]': '"articles"[i] is not an article id (at most 64 letters, digits, - or _)',
    'articles(maxItems)': `"articles" names more than ${MAX_ARTICLES_PER_CALL} articles; at most ${MAX_ARTICLES_PER_CALL} per call`,
  },
};

/** `{"release": "<id>"}` (optional for a rollback: the previous build), `{"publish": "<id>"}` to unlock. */
export function releaseBody(field: string, required: boolean): HookBody {
  return {
    schema: {
      type: 'object',
      ...(required ? { required: [field] } : {}),
      properties: { [field]: { type: 'string', pattern: RELEASE_NAME.source } },
    },
    example: `{"${field}": "<release id>"}`,
    wrongValue: { [field]: releaseIdRule(field) },
    missing: { [field]: `Name the release: {"${field}": "<release id>"}` },
  };
}

const LOCK_EXAMPLE =
  'The body must be JSON naming why, e.g. {"reason": "wrong date on the gala post"}';

/** `{"reason": "..."}`, required: a lock without a reason leaves the next person guessing. */
export const lockBody: HookBody = {
  schema: {
    type: 'object',
    required: ['reason'],
    properties: { reason: { type: 'string', pattern: '\\S' } },
  },
  example: '{"reason": "wrong date on the gala post"}',
  wrongValue: { reason: LOCK_EXAMPLE },
  missing: { reason: LOCK_EXAMPLE },
};

/** Turns the first schema error into the sentence the body's rules give it. */
export function bodyErrorFormatter(body: HookBody) {
  return (errors: FastifySchemaValidationError[]): Error => {
    const [error] = errors;
    const [, field, index] = (error?.instancePath ?? '').split('/');
    const missingField = (error?.params as { missingProperty?: string })?.missingProperty;
    let message: string | undefined;
    if (!field && missingField) message = body.missing?.[missingField];
    else if (field && index !== undefined)
      message = body.wrongValue[`${field}[i]`]?.replace('[i]', `[${index}]`);
    else if (field)
      message = body.wrongValue[`${field}(${error?.keyword})`] ?? body.wrongValue[field];
    return new HookError(400, message ?? `The body must be a JSON object, e.g. ${body.example}`);
  };
}

/**
 * The body as the signature saw it, parsed: empty is `{}` (every field is optional or
 * reported missing by the schema), anything but JSON is refused with the body's example.
 */
export function parseRawBody(raw: Buffer, body: HookBody | undefined): unknown {
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HookError(400, `The body must be JSON, e.g. ${body?.example ?? '{}'}`);
  }
}
