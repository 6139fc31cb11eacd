import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readBuildOfRelease } from '../releases/release-builds';
import { currentRelease, listReleases, RELEASE_NAME } from '../releases/releases';
import { previewBar } from './preview-bar';

/**
 * How a preview works: `/staff/preview/<release>/<path>` (signed-in staff only) sets this
 * cookie, a pass for the whole site, and sends the browser to `/<path>`. While the pass is
 * valid the site's own routes answer from that release instead of the live one, so every
 * absolute link of the built pages (`/es/news/...`, `/page-data/...`, the hashed scripts)
 * resolves inside the preview with no rewriting. The staff session cookie is sent for /staff
 * only, so the pass carries the session's id, signed by this server: it is refused once that
 * session signed out or expired, after a restart, with a guessed or altered value, or for a
 * release no longer kept. Visitors get the live site whatever cookie they send; the edge
 * passes requests that carry the cookie straight to the server.
 */
export const PREVIEW_COOKIE = 'plu_staff_preview';

export interface PreviewSite {
  root: string;
  routingDir: string;
  release: string;
  /** The slim bar put at the top of every HTML page of the preview. */
  bar: string;
}

/** A preview lasts as long as the session, and two hours at most. */
const PASS_HOURS = 2;
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

function cookieValue(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return null;
}

export interface PreviewPass {
  release: string;
  /** The staff session it was issued to. */
  session: string;
  /** Milliseconds since the epoch. */
  until: number;
}

export interface PreviewPasses {
  /** Set-Cookie for a new pass, or one that removes it (null). */
  cookie: (request: FastifyRequest, pass: PreviewPass | null) => string;
  resolve: (request: FastifyRequest) => Promise<PreviewSite | null>;
}

/** Passes signed with a key of this process: a restart ends every preview. */
export function createPreviewPasses(
  releasesDir: string,
  sessionIsLive: (session: string) => boolean,
  now: () => number = Date.now,
): PreviewPasses {
  const key = randomBytes(32);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const read = (request: FastifyRequest): PreviewPass | null => {
    const value = cookieValue(request);
    const [release = '', session = '', until = '', signature = '', extra] = (value ?? '').split(
      '.',
    );
    if (extra !== undefined || !RELEASE_NAME.test(release) || !SESSION_ID.test(session))
      return null;
    if (!/^\d{1,15}$/.test(until) || Number(until) <= now()) return null;
    if (!safeEqualText(signature, mac(`${release}.${session}.${until}`))) return null;
    return sessionIsLive(session) ? { release, session, until: Number(until) } : null;
  };
  return {
    cookie: (request, pass) => {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      if (!pass) return `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=0`;
      const until = Math.min(pass.until, now() + PASS_HOURS * 3600_000);
      const body = `${pass.release}.${pass.session}.${until}`;
      const maxAge = Math.max(0, Math.floor((until - now()) / 1000));
      return `${PREVIEW_COOKIE}=${body}.${mac(body)}; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=${maxAge}`;
    },
    resolve: async (request) => {
      const pass = read(request);
      if (!pass) return null;
      const [releases, live, buildOf] = await Promise.all([
        listReleases(releasesDir),
        currentRelease(releasesDir),
        readBuildOfRelease(releasesDir),
      ]);
      if (!releases.includes(pass.release)) return null;
      let root: string;
      try {
        root = await fs.realpath(path.join(releasesDir, pass.release));
      } catch {
        return null;
      }
      const build = buildOf(pass.release);
      const isLive = live !== null && buildOf(live) === build;
      return { root, routingDir: root, release: pass.release, bar: previewBar(build, isLive) };
    },
  };
}

function safeEqualText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
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
