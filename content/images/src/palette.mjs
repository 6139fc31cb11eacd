// The site's palette; every drawing uses these so the pages stay coherent.
export const PALETTE = {
  teal: '#0f4c5c',
  darkTeal: '#0b3945',
  softTeal: '#d7ebe8',
  coral: '#e26d5c',
  deepCoral: '#b4483a',
  blush: '#f7e1d7',
  cream: '#fffaf5',
  gold: '#c9a227',
  ink: '#1f2933',
};
