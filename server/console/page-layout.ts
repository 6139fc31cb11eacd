import { SIGN_OUT_SLOT } from '../staff-auth/staff-user';
import { utahZoneWords } from '../notify/staff-words';
import { html, SafeHtml } from './html';

/** A time as utahTime writes it ("8:25 PM", "8:25:07 PM"). */
const A_TIME = /\b\d{1,2}:\d{2}(?::\d{2})? [AP]M\b/;

/** Says once, under the page's heading, what zone its times are in (when it shows any). */
function withZoneNote(body: SafeHtml, now: Date): SafeHtml {
  if (!A_TIME.test(body.value)) return body;
  const note = html`<p class="zone">Times on this page are ${utahZoneWords(now)}.</p>`.value;
  const end = body.value.indexOf('</h1>');
  return new SafeHtml(
    end < 0
      ? `${note}${body.value}`
      : `${body.value.slice(0, end + 5)}\n${note}${body.value.slice(end + 5)}`,
  );
}

/**
 * The console's page frame: its own small stylesheet and script, nothing from elsewhere, and the
 * sign-out button in the top bar (filled in by the sign-in's plugin).
 */
export function pageLayout(
  title: string,
  body: SafeHtml,
  options: { script?: boolean; now?: Date } = {},
) {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · Website staff console</title>
        <link rel="stylesheet" href="/staff/assets/console.css" />
        ${options.script ? html`<script src="/staff/assets/console.js" defer></script>` : ''}
      </head>
      <body>
        <a class="skip" href="#main">Skip to the content</a>
        <header class="top">
          <p><a href="/staff/">Website staff console</a></p>
          ${new SafeHtml(SIGN_OUT_SLOT)}
        </header>
        <main id="main" tabindex="-1">${withZoneNote(body, options.now ?? new Date())}</main>
      </body>
    </html> `.value;
}
