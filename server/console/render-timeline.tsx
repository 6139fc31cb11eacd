import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LISTED_ARTICLES, timeOfId, utahTime } from '../notify/staff-words';
import type { RunningBuild, Timeline, TimelineBuild } from './timeline';

export interface ViewOptions {
  /** Publishers see the actions; viewers see the same timeline without them. */
  canAct: boolean;
  now?: Date;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface RunningProps {
  running: RunningBuild | null;
  queued: Timeline['queued'];
  now: Date;
}

// The spaces between the panel's paragraphs keep its text in sentences where tags are dropped
// (the page's plain text, the tests that read it).

/**
 * The building-now panel. A waiting build is "another" build only while one runs; with none
 * running it is simply the next build, and the panel says when it starts and why not yet.
 */
export function Running({ running, queued, now }: RunningProps) {
  const startsLater = queued !== null && Date.parse(queued.startsAt) > now.getTime();
  if (!running) {
    return (
      <>
        <p>No build is running.</p>
        {queued && (
          <>
            {' '}
            <p>
              A build asked for by {queued.startedBy}{' '}
              {startsLater
                ? `starts ${utahTime(queued.startsAt, now)}${queued.afterQuiet ? ', once the CMS has finished saving' : ''}.`
                : 'starts in a moment.'}
            </p>
          </>
        )}
      </>
    );
  }
  const asked = timeOfId(running.id);
  const askedWords = asked ? utahTime(asked, now) : null;
  const startedWords = utahTime(running.startedAt, now);
  return (
    <>
      <p>
        <strong>{capital(running.name)}</strong> is running,{' '}
        {askedWords && askedWords !== startedWords
          ? `asked for ${askedWords} by ${running.startedBy}, started ${startedWords}`
          : `started ${startedWords} by ${running.startedBy}`}
        {running.articles > 0 &&
          ` for ${running.articles} changed article${running.articles === 1 ? '' : 's'}`}
        .
      </p>{' '}
      <p>
        Now: <strong>{running.step}</strong>. This part of the page updates by itself.
      </p>
      {queued && (
        <>
          {' '}
          <p>
            Another build is waiting, asked for by {queued.startedBy}: it starts when this one ends
            {startsLater && `, not before ${utahTime(queued.startsAt, now)}`}.
          </p>
        </>
      )}
    </>
  );
}

/** The building-now panel as markup, for the page's script (it asks every few seconds). */
export function renderRunning(
  running: RunningBuild | null,
  queued: Timeline['queued'],
  now = new Date(),
): string {
  return renderToStaticMarkup(<Running running={running} queued={queued} now={now} />);
}

/** Where a preview of the build opens: at the article it changed, when it changed one. */
const previewStart = (build: TimelineBuild): string =>
  `/staff/preview/${build.release}${build.changed?.length === 1 ? build.changed[0]!.path : '/'}`;

/** Each changed article by title, with links to it in the preview and, when live, on the site. */
function ChangedArticles({ build }: { build: TimelineBuild }) {
  const changed = build.changed ?? [];
  if (changed.length === 0) return <>No article’s text changed since the build before.</>;
  const shown = changed.slice(0, LISTED_ARTICLES);
  return (
    <ul className="records">
      {shown.map((article) => (
        <li key={article.path}>
          ‘{article.title}’{article.isNew && ' (new)'}
          {build.release && (
            <>
              :{' '}
              <a href={`/staff/preview/${build.release}${article.path}`}>
                in the preview<span className="visually-hidden"> of {build.name}</span>
              </a>
            </>
          )}
          {build.live && (
            <>
              , <a href={article.path}>on the site</a>
            </>
          )}
        </li>
      ))}
      {changed.length > shown.length && <li>and {changed.length - shown.length} more</li>}
    </ul>
  );
}

/** The card's ways on: its preview and, for a publisher, publishing it or rolling back to it. */
function ActionLinks({ build, timeline, view }: CardProps) {
  if (!build.release) return null;
  const newer = !timeline.liveBuild || build.id > timeline.liveBuild;
  return (
    <p className="links">
      <a href={previewStart(build)}>
        Preview<span className="visually-hidden"> {build.name}</span>
      </a>
      {view.canAct && !build.live && (
        <>
          {' '}
          {newer ? (
            <a
              className="button button--secondary"
              href={`/staff/confirm/publish?build=${build.id}`}
            >
              Publish this build<span className="visually-hidden"> ({build.name})</span>
            </a>
          ) : (
            <a
              className="button button--secondary"
              href={`/staff/confirm/rollback?build=${build.id}`}
            >
              Roll back to this build<span className="visually-hidden"> ({build.name})</span>
            </a>
          )}
        </>
      )}
    </p>
  );
}

/** One fact of a card; the space keeps name and value apart where tags are dropped. */
function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt> <dd>{children}</dd>
    </div>
  );
}

/**
 * A build is named by when it was asked for (its id); when it started later (the CMS's quiet
 * period, or a build before it still running), the card says both, so the name and "Started"
 * do not seem to disagree.
 */
function AskedFact({ build, now }: { build: TimelineBuild; now: Date }) {
  const asked = timeOfId(build.id);
  if (!asked || !build.startedAt) return null;
  const askedWords = utahTime(asked, now);
  if (askedWords === utahTime(build.startedAt, now)) return null;
  return <Fact name="Asked for">{askedWords}</Fact>;
}

const BADGES: Partial<Record<TimelineBuild['state'], string>> = {
  live: 'Live',
  kept: 'Kept, not live',
  failed: 'Not published',
};

/** What the CMS's call named, or that every article was fetched again. */
function ArticlesFact({ build }: { build: TimelineBuild }) {
  if (build.changed) {
    return (
      <Fact name="What changed">
        <ChangedArticles build={build} />
      </Fact>
    );
  }
  if (build.fullRefresh) return <Fact name="Articles">every article, fetched again</Fact>;
  if (build.articles.length > 0) {
    return <Fact name="Articles the CMS named">{build.articles.join(', ')}</Fact>;
  }
  return null;
}

function Records({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul className="records">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

interface CardProps {
  build: TimelineBuild;
  timeline: Timeline;
  view: ViewOptions;
}

function BuildCard({ build, timeline, view, now }: CardProps & { now: Date }) {
  const headingId = `b-${build.id}`;
  const badge = BADGES[build.state];
  return (
    <li className={`build build--${build.state}`} id={`build-${build.id}`}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>
          {capital(build.name)}
          {badge && (
            <>
              {' '}
              <span className={`badge badge--${build.state}`}>{badge}</span>
            </>
          )}
        </h3>
        <p className="outcome">{build.outcome}</p>
        <dl className="facts">
          <AskedFact build={build} now={now} />
          <Fact name="Started">
            {build.startedAt ? utahTime(build.startedAt, now) : 'not known'}
          </Fact>
          {build.finishedAt && <Fact name="Ended">{utahTime(build.finishedAt, now)}</Fact>}
          <Fact name="Started by">{build.startedBy}</Fact>
          <ArticlesFact build={build} />
        </dl>
        <Records heading="Not on the site" lines={build.skipped} />
        <Records heading="Corrected for the site" lines={build.repaired} />
        {build.search && <p className="search">{build.search}</p>}
        {build.steps.length > 0 && (
          <details>
            <summary>How long each step took</summary>
            <ul className="steps">
              {build.steps.map((step, index) => (
                <li key={index}>
                  {capital(step.name)}: {step.took}
                </li>
              ))}
            </ul>
          </details>
        )}
        <ActionLinks build={build} timeline={timeline} view={view} />
      </article>
    </li>
  );
}

/** The builds, newest first, each on its card. */
export function Builds({ timeline, view }: { timeline: Timeline; view: ViewOptions }) {
  const now = view.now ?? new Date();
  if (timeline.builds.length === 0) return <p>No build yet.</p>;
  return (
    <ol className="builds">
      {timeline.builds.map((build) => (
        <BuildCard key={build.id} build={build} timeline={timeline} view={view} now={now} />
      ))}
    </ol>
  );
}

/** The builds as markup, for the page's script and for knowing whether the list changed. */
export function renderBuilds(timeline: Timeline, view: ViewOptions): string {
  return renderToStaticMarkup(<Builds timeline={timeline} view={view} />);
}
