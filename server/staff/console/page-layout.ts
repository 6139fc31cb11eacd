import { SIGN_OUT_SLOT } from '../staff-user';
import { html, SafeHtml } from './html';

/**
 * The console's page frame: its own small stylesheet and script, nothing from elsewhere, and the
 * sign-out button in the top bar (filled in by the sign-in's plugin).
 */
export function pageLayout(title: string, body: SafeHtml, options: { script?: boolean } = {}) {
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
        <main id="main" tabindex="-1">${body}</main>
      </body>
    </html> `.value;
}
