import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export interface PreviewPass {
  release: string;
  /** The staff session it was issued to. */
  session: string;
  /** Milliseconds since the epoch. */
  until: number;
}

export interface PreviewPasses {
  /** Sets a new pass on the reply, or removes the pass (null). */
  setCookie: (reply: FastifyReply, pass: PreviewPass | null) => void;
  resolve: (request: FastifyRequest) => Promise<PreviewSite | null>;
}

/**
 * Passes are @fastify/cookie signed cookies; the key is this process's own (staff-session.ts),
 * so a restart ends every preview.
 */
export function createPreviewPasses(
  releasesDir: string,
  sessionIsLive: (session: string) => boolean,
  now: () => number = Date.now,
): PreviewPasses {
  const read = (request: FastifyRequest): PreviewPass | null => {
    const signed = request.cookies[PREVIEW_COOKIE];
    const unsigned = signed ? request.unsignCookie(signed) : null;
    if (!unsigned?.valid || !unsigned.value) return null;
    const [release = '', session = '', until = '', extra] = unsigned.value.split('.');
    if (extra !== undefined || !RELEASE_NAME.test(release) || !SESSION_ID.test(session))
      return null;
    if (!/^\d{1,15}$/.test(until) || Number(until) <= now()) return null;
    return sessionIsLive(session) ? { release, session, until: Number(until) } : null;
  };
  return {
    setCookie: (reply, pass) => {
      const where = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: reply.request.protocol === 'https',
      };
      if (!pass) return void reply.clearCookie(PREVIEW_COOKIE, where);
      const until = Math.min(pass.until, now() + PASS_HOURS * 3600_000);
      const maxAge = Math.max(0, Math.floor((until - now()) / 1000));
      reply.setCookie(PREVIEW_COOKIE, `${pass.release}.${pass.session}.${until}`, {
        ...where,
        signed: true,
        maxAge,
      });
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
