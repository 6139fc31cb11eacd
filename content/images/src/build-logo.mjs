// Builds static/images/logo.svg, logo-mark.svg and static/favicon.svg.
// Run from the repository root: node content/images/src/build-logo.mjs
import { writeFileSync } from 'node:fs';
import { loadFont, textPath } from './font-outline.mjs';
import { PALETTE as C } from './palette.mjs';

// Utah's outline (the north-east notch is Wyoming's corner), drawn inside a
// 64 x 64 box; the proportions follow the state's 5 x 3.86 degree extent.
const UTAH = 'M13 5H36V16.5H51V59H13Z';
// A heart made of two mirrored curves, 24 units wide, tip at (12, 21).
const HEART =
  'M12 21.4C8.4 19.2 2.2 14.6 2.2 9.4 2.2 6 4.8 3.6 7.8 3.6c1.8 0 3.3.8 4.2 2.1.9-1.3 2.4-2.1 4.2-2.1 3 0 5.6 2.4 5.6 5.8 0 5.2-6.2 9.8-9.8 12Z';

export function markGroup() {
  return [
    `<path d="${UTAH}" fill="${C.teal}" stroke="${C.teal}" stroke-width="4" stroke-linejoin="round"/>`,
    // The mother's heart holds the child's: the small coral heart.
    `<path d="${HEART}" transform="translate(15.2 21) scale(1.4)" fill="${C.cream}"/>`,
    `<path d="${HEART}" transform="translate(26.3 31.2) scale(.6)" fill="${C.coral}"/>`,
  ].join('');
}

const svg = (viewBox, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${viewBox.split(' ')[2]}" height="${viewBox.split(' ')[3]}" role="img" aria-labelledby="t"><title id="t">${title}</title>${body}</svg>\n`;

const serifBold = loadFont('liberation/LiberationSerif-Bold.ttf');

export function wordmark(x, baseline, size) {
  const pro = textPath(serifBold, 'Pro-Life', { x, y: baseline, size });
  const utah = textPath(serifBold, 'Utah', { x: x + pro.width + size * 0.25, y: baseline, size });
  return {
    body: `<path d="${pro.d}" fill="${C.teal}"/><path d="${utah.d}" fill="${C.coral}"/>`,
    width: pro.width + size * 0.25 + utah.width,
  };
}

export function buildLogo() {
  // Cap height is about 0.66 em: a 36-unit wordmark on baseline 44 centres on the mark.
  const wm = wordmark(66, 44, 36);
  const width = Math.ceil(66 + wm.width + 2);
  return svg(`0 0 ${width} 64`, `<g>${markGroup()}</g>${wm.body}`, 'Pro-Life Utah');
}

if (process.argv[1].endsWith('build-logo.mjs')) {
  writeFileSync('static/images/logo.svg', buildLogo());
  writeFileSync('static/images/logo-mark.svg', svg('0 0 64 64', markGroup(), 'Pro-Life Utah'));
  const favicon = `<rect width="64" height="64" rx="14" fill="${C.cream}"/>${markGroup()}`;
  writeFileSync('static/favicon.svg', svg('0 0 64 64', favicon, 'Pro-Life Utah'));
}
