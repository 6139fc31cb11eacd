// The few plain pages of the sign-in (the console's own pages are elsewhere). Self-contained:
// one stylesheet from this server, no script, nothing from outside, never indexed.
import type { FastifyReply } from 'fastify';
import { STAFF_CONTENT_SECURITY_POLICY } from '../site/security-headers';
import { SIGN_OUT_SLOT } from './staff-user';
import { STAFF_PATH } from './staff-auth-options';

export const STAFF_STYLESHEET_PATH = `${STAFF_PATH}/assets/staff-auth.css`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * A whole page around `body` (already HTML); `title` is plain text. `goTo` sends the browser on
 * at once (a refresh, not a redirect: the CSP's form-action 'self' would stop a form's redirect
 * to another site, such as the provider's sign-out).
 */
export function staffPage(title: string, body: string, goTo?: string): string {
  const refresh = goTo ? `\n<meta http-equiv="refresh" content="0; url=${escapeHtml(goTo)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">${refresh}
<title>${escapeHtml(title)} · Staff console</title>
<link rel="stylesheet" href="${STAFF_STYLESHEET_PATH}">
</head>
<body>
${SIGN_OUT_SLOT}
<main class="staff-auth">
${body}
</main>
</body>
</html>
`;
}

/**
 * Headers every staff answer carries: never kept by a cache, never indexed, and the console's
 * own strict policy (the server's site-wide headers leave a reply's own policy alone).
 */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', STAFF_CONTENT_SECURITY_POLICY)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'same-origin');
}

export function sendStaffPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  goTo?: string,
): FastifyReply {
  return privateAnswer(reply)
    .code(status)
    .type('text/html; charset=utf-8')
    .send(staffPage(title, body, goTo));
}

/** A page that says one thing, with an optional way on (a link). */
export function messageBody(
  heading: string,
  paragraphs: string[],
  link?: { href: string; text: string },
): string {
  const text = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const next = link
    ? `\n<p><a class="staff-auth__button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
    : '';
  return `<h1>${escapeHtml(heading)}</h1>\n${text}${next}`;
}

// Readable at 390 px and up; visible focus; the site's dark blue, contrast above 7:1.
export const STAFF_STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:100%;line-height:1.5;color:#1a1a1a;background:#f6f7f9}
body{margin:0}
.staff-auth{max-width:32rem;margin:0 auto;padding:2.5rem 1.25rem}
.staff-auth h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
.staff-auth p{margin:0 0 1rem}
.staff-auth__notice{border-left:4px solid #0b3d91;background:#fff;padding:.75rem 1rem}
.staff-auth__button{display:inline-block;font:inherit;font-weight:600;color:#fff;background:#0b3d91;border:2px solid #0b3d91;border-radius:.375rem;padding:.75rem 1.25rem;min-height:44px;text-decoration:none;cursor:pointer}
.staff-auth__button:hover{background:#082c69}
.staff-auth__button--quiet{color:#0b3d91;background:#fff}
.staff-auth__button--quiet:hover{background:#e8eefa}
.staff-auth a:not(.staff-auth__button){color:#0b3d91}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
form{margin:0 0 1rem}
.sign-out{display:flex;justify-content:flex-end;max-width:32rem;margin:0 auto;padding:.75rem 1.25rem 0}
.sign-out button{font:inherit;font-weight:600;color:#0b3d91;background:#fff;border:2px solid #0b3d91;border-radius:.375rem;padding:.5rem 1rem;min-height:44px;cursor:pointer}
.sign-out button:hover{background:#e8eefa}
`;
