// Fictional staff writers and volunteers who sign the sandbox's articles.
export const AUTHORS = [
  'Rebecca Thornley',
  'Daniel Ashworth',
  'Maria Delgado',
  'Kaitlyn Brooks',
  'Samuel Whitaker',
  'Grace Nakamura',
  'Jared Pettersen',
  'Anna Sorensen',
] as const;

export type Author = (typeof AUTHORS)[number];
