// Builds the volunteer illustration and the five 600 x 600 team portraits.
// Run from the repository root: node content/images/src/build-people.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bust, HAIR, TONES } from './people.mjs';
import { PALETTE as C } from './palette.mjs';

const sharp = createRequire(import.meta.url)('sharp');

const TEAM = [
  [
    'president',
    C.softTeal,
    { ...TONES.fair, hair: HAIR.grey, hairStyle: 'bob', shirt: C.teal, collar: C.cream },
  ],
  [
    'executive-director',
    C.blush,
    {
      ...TONES.tan,
      hair: HAIR.dark,
      hairStyle: 'short',
      shirt: C.coral,
      collar: C.cream,
      beard: true,
    },
  ],
  [
    'director-of-finance',
    '#f3ead0',
    {
      ...TONES.light,
      hair: HAIR.blonde,
      hairStyle: 'bun',
      shirt: C.darkTeal,
      collar: C.blush,
      glasses: true,
    },
  ],
  [
    'director-of-development',
    C.softTeal,
    { ...TONES.brown, hair: HAIR.black, hairStyle: 'curly', shirt: C.deepCoral, collar: C.blush },
  ],
  [
    'social-media-director',
    C.blush,
    { ...TONES.light, hair: HAIR.black, hairStyle: 'long', shirt: C.gold, collar: C.cream },
  ],
];

function portrait(background, person) {
  // A soft arc behind the shoulders keeps five flat portraits from looking like clip art.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${background}"/>
<circle cx="300" cy="330" r="220" fill="${C.cream}" opacity=".55"/>
${bust({ ...person, x: 300, y: 236, s: 2.3 })}
</svg>`;
}

function volunteer() {
  const box =
    `<path d="M226 300h108v78H226z" fill="${C.gold}"/><path d="M226 300h108v16H226z" fill="#b08c1f"/>` +
    `<path d="M280 366c-12-8-22-16-22-26 0-6 5-10 10-10 5 0 9 3 12 7 3-4 7-7 12-7 5 0 10 4 10 10 0 10-10 18-22 26Z" fill="${C.cream}"/>` +
    `<circle cx="222" cy="330" r="12" fill="${TONES.tan.skin}"/><circle cx="338" cy="330" r="12" fill="${TONES.tan.skin}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="50 40 460 350" width="460" height="350" aria-hidden="true">
<path d="M64 232c-8-96 82-176 210-182 140-6 226 66 222 166-4 84-60 144-120 160H150C100 352 68 298 64 232Z" fill="${C.softTeal}"/>
<g fill="${C.gold}"><path d="M470 96l5 12 12 5-12 5-5 12-5-12-12-5 12-5Z"/><circle cx="92" cy="120" r="6"/></g>
${bust({ x: 150, y: 216, s: 0.8, ...TONES.deep, hair: HAIR.black, hairStyle: 'curly', shirt: C.teal, collar: C.softTeal })}
${bust({ x: 410, y: 216, s: 0.8, ...TONES.fair, hair: HAIR.brown, hairStyle: 'long', shirt: C.deepCoral, collar: C.blush })}
${bust({ x: 280, y: 176, s: 1, ...TONES.tan, hair: HAIR.dark, hairStyle: 'bun', shirt: C.coral, collar: C.cream })}
${box}
<path d="M96 376h368" stroke="${C.teal}" stroke-width="4" stroke-linecap="round" opacity=".2"/>
</svg>\n`;
}

writeFileSync('static/images/illustrations/volunteer.svg', volunteer());
for (const [role, background, person] of TEAM) {
  await sharp(Buffer.from(portrait(background, person)))
    .resize(600, 600)
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`content/images/team/${role}.jpg`);
}
