// A followed bill as the pages query it (plugins/gatsby-source-legislature).
import { isLanguage, localisedPath } from '../../lib/languages';

export interface BillHearing {
  committee: string;
  start: string;
  location: string | null;
  url: string | null;
}

export interface BillSummary {
  billId: string;
  label: string;
  slug: string;
  title: string | null;
  position: string;
  state: string | null;
  committee: string | null;
  nextHearing: BillHearing | null;
}

export const LEGISLATURE_PATH = '/legislature/';
export const billPath = (slug: string): string => `${LEGISLATURE_PATH}${slug}/`;
export const billCalendarPath = (slug: string): string => `${LEGISLATURE_PATH}${slug}/hearing.ics`;
export const ALL_HEARINGS_PATH = `${LEGISLATURE_PATH}hearings.ics`;

/** A calendar file for the pages in `language` (the build writes one per language). */
export const calendarHref = (language: string, path: string): string =>
  isLanguage(language) ? localisedPath(language, path) : path;
