import type { BuildRecord } from './build-queue';
import type { StaffMessage } from '../notify';
import { inert } from '../notify/inert-text';
import { buildName, recordLines, startedByWords } from '../notify/staff-words';

/** What a finished build's message needs besides the build itself. */
export interface BuildMessageContext {
  /** The build visitors see now (a build id: its pages and search index are one build). */
  liveBuild: string | null;
  /** The staff console's address, where staff look and act. */
  consoleUrl: string;
  /** The articles the build changed, in staff's words (changedArticleWords). */
  articles: string[];
  /** Also tell staff when a build went live with nothing to correct ("Your change is live"). */
  whenLive: boolean;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A value from outside (staff names, API reasons, titles, a build's error) as inert text. */
const text = (value: unknown) => (typeof value === 'string' ? inert(value) : '');

/** What staff should hear about a finished build; null when there is nothing to tell. */
export function messageForBuild(
  build: BuildRecord,
  context: BuildMessageContext,
): StaffMessage | null {
  const name = buildName(build.id);
  const facts = {
    build: build.id,
    reason: build.reason,
    outcome: build.outcome,
    live: context.liveBuild,
    articles: build.articles.length,
  };
  // Who started it may be staff names as they signed in: inert like any value from outside.
  const started = `${capital(name)} (started by ${text(startedByWords(build.reason, build.by))})`;
  const stillLive = `Visitors still see ${context.liveBuild ? buildName(context.liveBuild) : 'the site as it was'}.`;
  const look = `To see it and act, open the staff console: ${context.consoleUrl}`;
  const named = context.articles.length > 0 ? context.articles.map(text).join(', ') : null;
  if (build.outcome === 'failed') {
    const carried = named ? ` The next build fetches ${named} again.` : '';
    return {
      subject: 'Website build failed: the site was not updated',
      text:
        `${started} failed: ${text(build.error)}. ${stillLive}${carried} The next publish in the CMS ` +
        `or the nightly rebuild tries again; to try now, choose "Rebuild now" in the staff console: ${context.consoleUrl}`,
      facts: { ...facts, error: build.error },
    };
  }
  if (build.outcome === 'kept') {
    const locked = build.keptBecause?.startsWith('publishing is locked');
    return {
      subject: locked
        ? 'Website build kept, not live: publishing is stopped'
        : 'Website build refused by the site check: the site was not updated',
      text:
        `${started} finished but is not live: ` +
        (locked
          ? 'publishing is stopped, so it was kept for later.'
          : `the site check refused it (${text(build.keptBecause)}).`) +
        ` ${stillLive} ${look}`,
      facts: { ...facts, keptBecause: build.keptBecause },
    };
  }
  if (build.searchIndexError) {
    return {
      subject: 'Website updated, but search has not caught up',
      text:
        `${started} is live, but site search could not be rebuilt (${text(build.searchIndexError)}). ` +
        'Search still works but does not find this change yet; the next build tries again. ' +
        look,
      facts: { ...facts, searchIndexError: build.searchIndexError },
    };
  }
  const lines = recordLines(build.report);
  const fallbacks = build.report?.fallbacks ?? [];
  // Each line holds titles and reasons from outside: made inert as a whole (our own words in it
  // hold nothing a chat would format).
  const problems = [
    ...lines.skipped,
    ...lines.repaired,
    ...fallbacks.map(({ what, reason }) => `${what}: ${reason}`),
  ].map(inert);
  if (problems.length === 0) {
    if (!context.whenLive) return null;
    return {
      subject: 'Your change is live',
      text:
        `${started} is live: visitors see it now` +
        (named ? `, with ${named}.` : '.') +
        ' Search catches up within a minute.',
      facts,
    };
  }
  return {
    subject:
      lines.skipped.length > 0
        ? `Website updated, but ${lines.skipped.length} article${lines.skipped.length === 1 ? ' is' : 's are'} not on the site`
        : 'Website updated, with articles corrected for the site',
    text:
      `${started} is live. Please correct these in the CMS and publish them again:\n` +
      problems
        .slice(0, 50)
        .map((line) => `- ${line}`)
        .join('\n') +
      (problems.length > 50 ? `\n… and ${problems.length - 50} more: ${context.consoleUrl}` : ''),
    facts: {
      ...facts,
      skipped: build.report?.skipped,
      repaired: build.report?.repaired,
      fallbacks,
    },
  };
}
