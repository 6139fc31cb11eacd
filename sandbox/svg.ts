import { escapeMarkup } from '../src/lib/escape';
import { createRng } from './prng';

// Generated placeholder images: deterministic per seed, tiny, and obviously not photos.

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1f4e79', '#2e86ab'],
  ['#7a2e4b', '#c2577a'],
  ['#2f5d50', '#6c9a8b'],
  ['#8c5a2b', '#d9a05b'],
  ['#4b3f72', '#8e7dbe'],
  ['#264653', '#2a9d8f'],
  ['#6d597a', '#b56576'],
];

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function svg(width: number, height: number, label: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">`,
    body,
    '</svg>',
  ].join('');
}

const SHAPES: ReadonlyArray<(light: string) => string> = [
  (light) => `<circle cx="860" cy="250" r="150" fill="${light}" opacity="0.55"/>`,
  (light) =>
    `<path d="M0 630 L360 300 L600 520 L820 260 L1200 630 Z" fill="${light}" opacity="0.5"/>`,
  (light) =>
    `<path d="M600 520 C420 400 380 250 480 200 C540 170 590 210 600 250 C610 210 660 170 720 200 C820 250 780 400 600 520 Z" fill="${light}" opacity="0.6"/>`,
  (light) =>
    `<g fill="none" stroke="${light}" stroke-width="24" opacity="0.5"><circle cx="600" cy="315" r="90"/><circle cx="600" cy="315" r="170"/><circle cx="600" cy="315" r="250"/></g>`,
];

/** 1200x630 (social card ratio): a colour block with one simple shape. */
export function articleSvg(seed: string, title: string): string {
  const rng = createRng(`image:${seed}`);
  const [dark, light] = rng.pick(PALETTES);
  const shape = rng.pick(SHAPES);
  return svg(
    1200,
    630,
    title,
    `<rect width="1200" height="630" fill="${dark}"/>${shape(light)}` +
      // The seed makes every article's image its own file, as photos in a CMS are: the
      // build's image work (and its benchmark) then meets as many images as articles.
      `<text x="48" y="590" font-family="sans-serif" font-size="28" fill="#ffffff" opacity="0.85">Pro-Life Utah · sandbox image ${escapeMarkup(seed.slice(0, 8))}</text>`,
  );
}

/** 480x200 partner logo: a monogram badge and the name, shrunk to fit. */
export function logoSvg(name: string): string {
  const [dark] = createRng(`logo:${name}`).pick(PALETTES);
  // About 0.6em per bold character; 310px are free right of the badge.
  const fontSize = Math.min(22, Math.floor(310 / (name.length * 0.6)));
  return svg(
    480,
    200,
    name,
    `<rect width="480" height="200" rx="16" fill="#ffffff"/>` +
      `<circle cx="80" cy="100" r="52" fill="${dark}"/>` +
      `<text x="80" y="114" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escapeMarkup(initials(name))}</text>` +
      `<text x="150" y="107" font-family="sans-serif" font-size="${fontSize}" font-weight="600" fill="${dark}">${escapeMarkup(name)}</text>`,
  );
}

/** 300x300 portrait placeholder: a silhouette on a colour block. */
export function portraitSvg(name: string): string {
  const [dark, light] = createRng(`portrait:${name}`).pick(PALETTES);
  return svg(
    300,
    300,
    name,
    `<rect width="300" height="300" fill="${light}"/>` +
      `<circle cx="150" cy="118" r="56" fill="${dark}"/>` +
      `<path d="M50 300 C50 220 100 190 150 190 C200 190 250 220 250 300 Z" fill="${dark}"/>`,
  );
}
