// The frame of the sandbox CMS's pages: plain HTML, no script, readable at 390 px.
import { escapeMarkup as escape } from '../../src/lib/escape';
import type { SandboxWebhook } from '../config';

const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,sans-serif;line-height:1.5;max-width:48rem;margin:0 auto;padding:1.5rem 1.25rem;color:#1a1a1a}
a{color:#0b3d91}
.note{background:#f3f4f6;border-left:4px solid #6b7280;padding:.5rem .75rem}
.ok{background:#ecfdf3;border-left:4px solid #15803d;padding:.5rem .75rem;font-weight:600}
.problem{background:#fef2f2;border-left:4px solid #a40000;padding:.5rem .75rem;font-weight:600}
/* The outcome names whole addresses: they break anywhere rather than widen the page at 390 px. */
.ok,.problem{overflow-wrap:anywhere}
ol.articles{padding-left:0;list-style:none}
ol.articles li{padding:.5rem 0;border-bottom:1px solid #e5e7eb}
.meta{display:block;color:#4b5563;font-size:.9rem}
label{display:block;font-weight:600;margin-top:1.25rem}
.hint{margin:.25rem 0;color:#4b5563;font-size:.9rem}
.error{margin:.25rem 0;color:#a40000;font-weight:600}
input,textarea{font:inherit;width:100%;padding:.5rem;border:1px solid #555;border-radius:.25rem}
textarea{font-family:ui-monospace,monospace;font-size:.875rem}
[aria-invalid=true]{border:2px solid #a40000}
button{font:inherit;font-weight:600;margin-top:1.25rem;padding:.75rem 1.5rem;color:#fff;background:#0b3d91;border:0;border-radius:.375rem}
nav.pages{display:flex;gap:1.5rem;margin-top:1rem}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}`;

/** Where "Publish" goes, said once on every page. */
function publishingNote(webhook: SandboxWebhook | undefined): string {
  if (!webhook) {
    return 'This sandbox runs on its own: Publish saves the article here, and no site is told to rebuild. Start everything with <code>npm start</code> to try the whole loop.';
  }
  return `Publish saves the article and tells the site at ${escape(webhook.siteUrl)} to rebuild it, with a signed webhook as the real CMS sends.`;
}

export function cmsPage(title: string, body: string, webhook: SandboxWebhook | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} - Sandbox CMS</title>
<style>
${STYLE}
</style>
</head>
<body>
<header>
<p><a href="/cms/">Sandbox CMS</a>: a stand-in for the provider's CMS, on this machine only. Edits last until the sandbox stops.</p>
<p class="note">${publishingNote(webhook)}</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}
