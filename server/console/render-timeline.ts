import { LISTED_ARTICLES, timeOfId, utahTime } from '../notify/staff-words';
import { html, type SafeHtml } from './html';
import type { RunningBuild, Timeline, TimelineBuild } from './timeline';

export interface ViewOptions {
  /** Publishers see the actions; viewers see the same timeline without them. */
  canAct: boolean;
  now?: Date;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The building-now panel. A waiting build is "another" build only while one runs; with none
 * running it is simply the next build, and the panel says when it starts and why not yet.
 */
export function renderRunning(
  running: RunningBuild | null,
  queued: Timeline['queued'],
  now = new Date(),
) {
  const startsLater = queued !== null && Date.parse(queued.startsAt) > now.getTime();
  if (!running) {
    return html`<p>No build is running.</p>
      ${
        queued
          ? html`<p>
              A build asked for by ${queued.startedBy}
              ${
                startsLater
                  ? html`starts
                    ${utahTime(queued.startsAt, now)}${queued.afterQuiet ? ', once the CMS has finished saving' : ''}.`
                  : 'starts in a moment.'
              }
            </p>`
          : ''
      }`;
  }
  const asked = timeOfId(running.id);
  const askedWords = asked ? utahTime(asked, now) : null;
  const startedWords = utahTime(running.startedAt, now);
  return html`<p>
      <strong>${capital(running.name)}</strong> is running,
      ${
        askedWords && askedWords !== startedWords
          ? html`asked for ${askedWords} by ${running.startedBy}, started ${startedWords}`
          : html`started ${startedWords} by ${running.startedBy}`
      }${running.articles > 0 ? html` for ${running.articles} changed article${running.articles === 1 ? '' : 's'}` : ''}.
    </p>
    <p>Now: <strong>${running.step}</strong>. This part of the page updates by itself.</p>
    ${
      queued
        ? html`<p>
            Another build is waiting, asked for by ${queued.startedBy}: it starts when this one
            ends${startsLater ? html`, not before ${utahTime(queued.startsAt, now)}` : ''}.
          </p>`
        : ''
    }`;
}

/** Where a preview of the build opens: at the article it changed, when it changed one. */
const previewStart = (build: TimelineBuild): string =>
  `/staff/preview/${build.release}${build.changed?.length === 1 ? build.changed[0]!.path : '/'}`;

/** Each changed article by title, with links to it in the preview and, when live, on the site. */
function changedArticles(build: TimelineBuild): SafeHtml {
  const changed = build.changed ?? [];
  if (changed.length === 0) return html`No article’s text changed since the build before.`;
  const shown = changed.slice(0, LISTED_ARTICLES);
  return html`<ul class="records">
    ${shown.map(
      (article) =>
        html`<li>
          ‘${article.title}’${article.isNew ? ' (new)' : ''}${
            build.release
              ? html`:
                  <a href="/staff/preview/${build.release}${article.path}"
                    >in the preview<span class="visually-hidden"> of ${build.name}</span></a
                  >`
              : ''
          }${build.live ? html`, <a href="${article.path}">on the site</a>` : ''}
        </li>`,
    )}
    ${changed.length > shown.length ? html`<li>and ${changed.length - shown.length} more</li>` : ''}
  </ul>`;
}

function actionLinks(build: TimelineBuild, timeline: Timeline, view: ViewOptions): SafeHtml {
  const links: SafeHtml[] = [];
  if (build.release) {
    links.push(
      html`<a href="${previewStart(build)}"
        >Preview<span class="visually-hidden"> ${build.name}</span></a
      >`,
    );
  }
  if (view.canAct && build.release && !build.live) {
    const newer = !timeline.liveBuild || build.id > timeline.liveBuild;
    links.push(
      newer
        ? html`<a class="action" href="/staff/confirm/publish?build=${build.id}"
            >Publish this build<span class="visually-hidden"> (${build.name})</span></a
          >`
        : html`<a class="action" href="/staff/confirm/rollback?build=${build.id}"
            >Roll back to this build<span class="visually-hidden"> (${build.name})</span></a
          >`,
    );
  }
  return links.length > 0
    ? html`<p class="links">${links.map((link, i) => html`${i > 0 ? ' ' : ''}${link}`)}</p>`
    : html``;
}

/**
 * A build is named by when it was asked for (its id); when it started later (the CMS's quiet
 * period, or a build before it still running), the card says both, so the name and "Started"
 * do not seem to disagree.
 */
function askedRow(build: TimelineBuild, now: Date): SafeHtml | '' {
  const asked = timeOfId(build.id);
  if (!asked || !build.startedAt) return '';
  const askedWords = utahTime(asked, now);
  return askedWords === utahTime(build.startedAt, now)
    ? ''
    : html`<div>
        <dt>Asked for</dt>
        <dd>${askedWords}</dd>
      </div>`;
}

function renderBuild(build: TimelineBuild, timeline: Timeline, view: ViewOptions, now: Date) {
  const headingId = `b-${build.id}`;
  const badge =
    build.state === 'live'
      ? html` <span class="badge badge--live">Live</span>`
      : build.state === 'kept'
        ? html` <span class="badge badge--kept">Kept, not live</span>`
        : build.state === 'failed'
          ? html` <span class="badge badge--failed">Not published</span>`
          : '';
  return html`<li class="build build--${build.state}" id="build-${build.id}">
    <article aria-labelledby="${headingId}">
      <h3 id="${headingId}">${capital(build.name)}${badge}</h3>
      <p class="outcome">${build.outcome}</p>
      <dl class="facts">
        ${askedRow(build, now)}
        <div>
          <dt>Started</dt>
          <dd>${build.startedAt ? utahTime(build.startedAt, now) : 'not known'}</dd>
        </div>
        ${
          build.finishedAt
            ? html`<div>
                <dt>Ended</dt>
                <dd>${utahTime(build.finishedAt, now)}</dd>
              </div>`
            : ''
        }
        <div>
          <dt>Started by</dt>
          <dd>${build.startedBy}</dd>
        </div>
        ${
          build.changed
            ? html`<div>
                <dt>What changed</dt>
                <dd>${changedArticles(build)}</dd>
              </div>`
            : build.fullRefresh
              ? html`<div>
                  <dt>Articles</dt>
                  <dd>every article, fetched again</dd>
                </div>`
              : build.articles.length > 0
                ? html`<div>
                    <dt>Articles the CMS named</dt>
                    <dd>${build.articles.join(', ')}</dd>
                  </div>`
                : ''
        }
      </dl>
      ${
        build.skipped.length > 0
          ? html`<h4>Not on the site</h4>
              <ul class="records">
                ${build.skipped.map((line) => html`<li>${line}</li>`)}
              </ul>`
          : ''
      }
      ${
        build.repaired.length > 0
          ? html`<h4>Corrected for the site</h4>
              <ul class="records">
                ${build.repaired.map((line) => html`<li>${line}</li>`)}
              </ul>`
          : ''
      }
      ${build.search ? html`<p class="search">${build.search}</p>` : ''}
      ${
        build.steps.length > 0
          ? html`<details>
              <summary>How long each step took</summary>
              <ul class="steps">
                ${build.steps.map((step) => html`<li>${capital(step.name)}: ${step.took}</li>`)}
              </ul>
            </details>`
          : ''
      }
      ${actionLinks(build, timeline, view)}
    </article>
  </li>`;
}

export function renderBuilds(timeline: Timeline, view: ViewOptions): SafeHtml {
  const now = view.now ?? new Date();
  if (timeline.builds.length === 0) return html`<p>No build yet.</p>`;
  return html`<ol class="builds">
    ${timeline.builds.map((build) => renderBuild(build, timeline, view, now))}
  </ol>`;
}
