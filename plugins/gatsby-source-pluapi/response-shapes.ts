import type { Article, ArticleSummary, Impact, Partner } from './types';

/**
 * Checks API bodies against the contract before they become nodes, so a changed
 * API fails the build with the field named instead of a GraphQL error pages later.
 */
export class ShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShapeError';
  }
}

type Fields = Record<string, unknown>;

function fail(where: string, expected: string, value: unknown): never {
  const shown = value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 60);
  throw new ShapeError(`${where} should be ${expected}, got ${shown}`);
}

function record(value: unknown, where: string): Fields {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Fields;
  return fail(where, 'an object', value);
}

function list<T>(value: unknown, where: string, item: (value: unknown, where: string) => T): T[] {
  if (!Array.isArray(value)) return fail(where, 'an array', value);
  return value.map((entry, index) => item(entry, `${where}[${index}]`));
}

function text(fields: Fields, name: string, where: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : fail(`${where}.${name}`, 'a string', value);
}

function optionalText(fields: Fields, name: string, where: string): string | null {
  const value = fields[name];
  return value === null || value === undefined ? null : text(fields, name, where);
}

function integer(fields: Fields, name: string, where: string): number {
  const value = fields[name];
  return Number.isInteger(value)
    ? (value as number)
    : fail(`${where}.${name}`, 'an integer', value);
}

export function parseImpact(body: unknown): Impact {
  const fields = record(body, 'body');
  return {
    babiesSaved: integer(fields, 'babiesSaved', 'body'),
    womenHelped: integer(fields, 'womenHelped', 'body'),
    yearEstablished: integer(fields, 'yearEstablished', 'body'),
  };
}

function articleSummary(value: unknown, where: string): ArticleSummary {
  const fields = record(value, where);
  const uuid = text(fields, 'uuid', where);
  if (uuid.trim() === '') fail(`${where}.uuid`, 'a non-empty string', uuid);
  const pubdate = text(fields, 'pubdate', where);
  if (Number.isNaN(Date.parse(pubdate))) fail(`${where}.pubdate`, 'an ISO 8601 date', pubdate);
  const typeId = fields.typeID;
  return {
    uuid,
    title: text(fields, 'title', where),
    socialImage: optionalText(fields, 'socialImage', where),
    socialDescription: optionalText(fields, 'socialDescription', where),
    pubdate,
    author: optionalText(fields, 'author', where),
    typeId: typeId === null || typeId === undefined ? null : integer(fields, 'typeID', where),
  };
}

export function parseArticleSummaries(body: unknown): ArticleSummary[] {
  return list(body, 'body', articleSummary);
}

export function parseArticle(body: unknown): Article {
  const summary = articleSummary(body, 'body');
  return { ...summary, story: text(record(body, 'body'), 'story', 'body') };
}

function partner(value: unknown, where: string): Partner {
  const fields = record(value, where);
  const homePage = fields.homePage;
  if (typeof homePage !== 'boolean') fail(`${where}.homePage`, 'a boolean', homePage);
  return {
    name: text(fields, 'name', where),
    logo: optionalText(fields, 'logo', where),
    url: optionalText(fields, 'url', where),
    homePage,
  };
}

export function parsePartners(body: unknown): Partner[] {
  return list(body, 'body', partner);
}
