// Builds the default 1200 x 630 social image from the logo and hero artwork.
// Writes the SVG source beside this script and the PNG to static/images/.
// Run from the repository root: node content/images/src/build-social-share.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { markGroup, wordmark } from './build-logo.mjs';
import { loadFont, textPath } from './font-outline.mjs';
import { PALETTE as C } from './palette.mjs';

const sharp = createRequire(import.meta.url)('sharp');
const serif = loadFont('liberation/LiberationSerif-Italic.ttf');
const sans = loadFont('liberation/LiberationSans-Bold.ttf');

const hero = readFileSync('static/images/illustrations/hero.svg', 'utf8')
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

const wm = wordmark(0, 0, 70);
const line1 = textPath(serif, 'Every life, every mother,', { x: 80, y: 346, size: 46 });
const line2 = textPath(serif, 'every time.', { x: 80, y: 402, size: 46 });
const site = textPath(sans, 'PROLIFEUTAH.ORG', { x: 80, y: 520, size: 20, tracking: 3 });

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="${C.cream}"/>
<rect x="0" y="610" width="1200" height="20" fill="${C.teal}"/>
<rect x="0" y="600" width="1200" height="10" fill="${C.coral}"/>
<svg x="560" y="0" width="640" height="600" viewBox="0 0 640 480" preserveAspectRatio="xMidYMax meet">${hero}</svg>
<g transform="translate(66 66) scale(1.7)">${markGroup()}</g>
<g transform="translate(80 270)">${wm.body}</g>
<path d="${line1.d}${line2.d}" fill="${C.ink}"/>
<path d="M80 452h96" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/>
<path d="${site.d}" fill="${C.teal}"/>
</svg>\n`;

writeFileSync('content/images/src/social-share.svg', svg);
await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile('static/images/social-share.png');
