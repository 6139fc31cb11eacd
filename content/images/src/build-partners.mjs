// Builds the fallback partner logos in static/images/partners/.
// Run from the repository root: node content/images/src/build-partners.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadFont, textPath } from './font-outline.mjs';
import { PALETTE as C } from './palette.mjs';

const FONTS = {
  serif: loadFont('liberation/LiberationSerif-Bold.ttf'),
  sans: loadFont('liberation/LiberationSans-Bold.ttf'),
  sansLight: loadFont('liberation/LiberationSans-Regular.ttf'),
};

// Each mark sits in a 72 x 72 box at the logo's left edge.
const MARKS = {
  mountains: `<circle cx="36" cy="36" r="34" fill="${C.softTeal}"/><path d="M8 54 26 26l10 14 8-10 20 24Z" fill="${C.teal}"/><path d="M26 26l-5 8 5-2 4 4Z" fill="${C.cream}"/><circle cx="50" cy="20" r="6" fill="${C.gold}"/>`,
  hive: `<path d="M36 4 64 20v32L36 68 8 52V20Z" fill="${C.gold}"/><path d="M22 30h28M18 40h36M22 50h28" stroke="${C.cream}" stroke-width="5" stroke-linecap="round"/>`,
  tooth: `<rect x="2" y="2" width="68" height="68" rx="18" fill="${C.teal}"/><path d="M22 20c6-4 10 0 14 0s8-4 14 0c6 4 4 14 2 20-2 8-2 18-6 18s-4-12-10-12-6 12-10 12-4-10-6-18c-2-6-4-16 2-20Z" fill="${C.cream}"/>`,
  river: `<circle cx="36" cy="36" r="34" fill="${C.teal}"/><path d="M12 32q8-8 16 0t16 0 16 0M12 44q8-8 16 0t16 0 16 0" fill="none" stroke="${C.cream}" stroke-width="5" stroke-linecap="round"/>`,
  cedar: `<path d="M36 6 60 46H46l10 16H16l10-16H12Z" fill="${C.deepCoral}"/><rect x="32" y="60" width="8" height="10" fill="${C.ink}"/>`,
  arch: `<rect x="2" y="2" width="68" height="68" rx="34" fill="${C.blush}"/><path d="M14 60V38c0-12 10-22 22-22s22 10 22 22v22H46V40c0-6-4-10-10-10s-10 4-10 10v20Z" fill="${C.deepCoral}"/>`,
};

const PARTNERS = JSON.parse(readFileSync('content/data/partners.json', 'utf8'));
const STYLE = [
  ['mountains', 'serif', C.teal],
  ['hive', 'sans', C.ink],
  ['tooth', 'sans', C.teal],
  ['river', 'sans', C.darkTeal],
  ['cedar', 'serif', C.deepCoral],
  ['arch', 'serif', C.ink],
];

// Two lines: the distinctive words large, the generic last word(s) small and spaced.
function split(name) {
  const words = name.split(' ');
  const cut = words.length > 3 ? 2 : words.length - 1;
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ').toUpperCase()];
}

mkdirSync('static/images/partners', { recursive: true });
PARTNERS.forEach((partner, i) => {
  const [markName, fontName, color] = STYLE[i];
  const [top, bottom] = split(partner.name);
  const big = textPath(FONTS[fontName], top, { x: 88, y: 50, size: 28 });
  const small = textPath(FONTS.sansLight, bottom, { x: 89, y: 76, size: 13, tracking: 2.2 });
  const width = Math.ceil(88 + Math.max(big.width, small.width) + 8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 96" width="${width}" height="96" role="img" aria-labelledby="t"><title id="t">${partner.name}</title><g transform="translate(4 12)">${MARKS[markName]}</g><path d="${big.d}" fill="${color}"/><path d="${small.d}" fill="${C.ink}" opacity=".75"/></svg>\n`;
  const slug = partner.logo.split('/').pop();
  writeFileSync(`static/images/partners/${slug}`, svg);
});
