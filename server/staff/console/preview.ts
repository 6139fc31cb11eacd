import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readBuildOfRelease } from '../../release-builds';
import { currentRelease, listReleases, RELEASE_NAME } from '../../releases';
import { buildName } from '../../staff-words';
import { html } from './html';

/**
 * How a preview works: `/staff/preview/<release>/<path>` (signed-in staff only) sets this
 * cookie and sends the browser to `/<path>`. While the cookie is there AND the request is
 * signed in, the site's own routes answer from that release instead of the live one, so every
 * absolute link of the built pages (`/es/news/...`, `/page-data/...`, the hashed scripts)
 * resolves inside the preview with no rewriting. Visitors, and anyone whose session ended,
 * get the live site whatever cookie they send; the edge passes requests that carry it.
 */
export const PREVIEW_COOKIE = 'plu_staff_preview';

export interface PreviewSite {
  root: string;
  routingDir: string;
  release: string;
  /** The slim bar put at the top of every HTML page of the preview. */
  bar: string;
}

export function previewCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) {
      const id = value.join('=');
      return RELEASE_NAME.test(id) ? id : null;
    }
  }
  return null;
}

function previewBar(release: string, build: string, isLive: boolean): string {
  const name = buildName(build);
  return html`<link rel="stylesheet" href="/staff/assets/preview-bar.css" />
    <div class="staff-preview-bar" role="region" aria-label="Staff preview">
      <p>
        ${
          isLive
            ? html`Preview of ${name}, which is live now.`
            : html`Preview of ${name}, <strong>not live</strong>.`
        }
        ${isLive ? '' : html`<a href="/staff/confirm/publish?build=${build}">Publish it</a> / `}<a
          href="/staff/preview/end"
          >Back to the console</a
        >
      </p>
    </div>`.value;
}

/** The release a signed-in staff member is previewing, or null (then the live site answers). */
export function createPreviewResolver(
  releasesDir: string,
  isSignedIn: (request: FastifyRequest) => boolean,
) {
  return async (request: FastifyRequest): Promise<PreviewSite | null> => {
    const release = previewCookieOf(request);
    if (!release || !isSignedIn(request)) return null;
    const [releases, live, buildOf] = await Promise.all([
      listReleases(releasesDir),
      currentRelease(releasesDir),
      readBuildOfRelease(releasesDir),
    ]);
    if (!releases.includes(release)) return null;
    let root: string;
    try {
      root = await fs.realpath(path.join(releasesDir, release));
    } catch {
      return null;
    }
    const build = buildOf(release);
    const isLive = live !== null && buildOf(live) === build;
    return { root, routingDir: root, release, bar: previewBar(release, build, isLive) };
  };
}

/** The path inside the site a preview starts on: plain segments only (no `..`, no `//host`). */
export function previewStartPath(rest: string): string | null {
  const segments = rest.split('/');
  const last = segments.length - 1;
  const clean = segments.every(
    (segment, index) =>
      (segment === '' && index === last) ||
      (/^[A-Za-z0-9._~%-]+$/.test(segment) && segment !== '.' && segment !== '..'),
  );
  if (!clean || /%2f|%5c|%2e/i.test(rest)) return null;
  return `/${rest}`;
}
