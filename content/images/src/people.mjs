// A flat, friendly head-and-shoulders figure shared by the volunteer
// illustration and the team portraits, so all people on the site match.
// Local units: head centre at (0, 0), head radius 40, shoulders at y = 200.
import { PALETTE as C } from './palette.mjs';

const HAIR_BACK = {
  long: 'M-45-8C-54 40-50 86-40 112H40C50 86 54 40 45-8Z',
  bob: 'M-47-6C-52 22-50 42-46 56H46C50 42 52 22 47-6Z',
};

const HAIR_FRONT = {
  long: 'M-43 6C-48-34-22-49 0-49 28-49 47-30 43 6 30-8 12-19-6-22-18-10-30 0-43 6Z',
  bob: 'M-45 8C-50-32-24-50 0-50 26-50 50-32 45 8 40-6 30-16 18-18 4-12-20-14-36-8Z',
  short: 'M-41 0C-45-34-22-47 2-47 26-47 45-31 41 0 37-13 28-22 14-25 0-19-24-17-36-13Z',
  bun: 'M-42 2C-46-34-22-47 0-47 22-47 46-34 42 2 38-14 26-24 0-25-26-24-38-14-42 2Z',
  curly:
    'M-42 0c-10-8-6-24 4-26-2-14 12-24 24-18 6-12 24-12 30-2 12-6 26 2 24 16 12 2 14 20 2 28-4-14-14-22-28-24-12 4-30 4-44 0-6 6-10 14-12 26Z',
};

const BEARD = 'M-39 4C-38 40-16 54 0 54S38 40 39 4C31 22 17 30 0 30S-31 22-39 4Z';

/** One person as an SVG group at (x, y), scaled by s. */
export function bust({
  x,
  y,
  s = 1,
  skin,
  skinShade,
  hair,
  hairStyle,
  shirt,
  collar,
  beard,
  glasses,
  smile = true,
}) {
  const parts = [];
  if (HAIR_BACK[hairStyle]) parts.push(`<path d="${HAIR_BACK[hairStyle]}" fill="${hair}"/>`);
  parts.push(`<path d="M-15 26h30v40h-30z" fill="${skinShade}"/>`);
  parts.push(`<path d="M-96 200C-96 106-62 66 0 62 62 66 96 106 96 200Z" fill="${shirt}"/>`);
  parts.push(
    `<path d="M-26 64C-20 78-10 86 0 86S20 78 26 64C18 62 8 61 0 61S-18 62-26 64Z" fill="${collar}"/>`,
  );
  parts.push(
    `<circle cx="-40" cy="6" r="8" fill="${skinShade}"/><circle cx="40" cy="6" r="8" fill="${skinShade}"/>`,
  );
  parts.push(`<circle r="40" fill="${skin}"/>`);
  if (hairStyle === 'bun') parts.push(`<circle cy="-50" r="17" fill="${hair}"/>`);
  parts.push(`<path d="${HAIR_FRONT[hairStyle]}" fill="${hair}"/>`);
  if (beard) parts.push(`<path d="${BEARD}" fill="${hair}"/>`);
  parts.push(
    `<circle cx="-22" cy="17" r="6" fill="${C.coral}" opacity=".28"/><circle cx="22" cy="17" r="6" fill="${C.coral}" opacity=".28"/>`,
  );
  parts.push(
    `<circle cx="-14" cy="5" r="3.8" fill="${C.ink}"/><circle cx="14" cy="5" r="3.8" fill="${C.ink}"/>`,
  );
  parts.push(
    `<path d="M-20-7q6-4 12-1M8-8q6-3 12 1" fill="none" stroke="${hair}" stroke-width="3" stroke-linecap="round"/>`,
  );
  if (glasses)
    parts.push(
      `<g fill="none" stroke="${C.ink}" stroke-width="2.6"><circle cx="-14" cy="5" r="10.5"/><circle cx="14" cy="5" r="10.5"/><path d="M-3.5 4q3.5-3 7 0"/></g>`,
    );
  const mouth = smile ? 'M-10 20Q0 29 10 20' : 'M-7 22Q0 25 7 22';
  const mouthColor = beard ? C.cream : '#8a4b36';
  parts.push(
    `<path d="${mouth}" fill="none" stroke="${mouthColor}" stroke-width="3" stroke-linecap="round"/>`,
  );
  return `<g transform="translate(${x} ${y}) scale(${s})">${parts.join('')}</g>`;
}

/** Skin and hair tones used across the site's people. */
export const TONES = {
  fair: { skin: '#f1c7a8', skinShade: '#dcae8d' },
  light: { skin: '#e8b896', skinShade: '#d39f7c' },
  tan: { skin: '#d9a07f', skinShade: '#c48a69' },
  brown: { skin: '#b57a57', skinShade: '#9e6546' },
  deep: { skin: '#7d4e36', skinShade: '#6a3f2b' },
};
export const HAIR = {
  black: '#1f1b1a',
  dark: '#3b2a25',
  brown: '#6b4636',
  blonde: '#d8b46a',
  grey: '#b9b4ae',
};
