// Records as a careless CMS sends them (`--careless-cms`): the build must skip or repair
// each one, name it in its log and report, and publish every other article.

export const CARELESS_YEAR = 2018;

type RawRecord = Record<string, unknown> & { uuid: string };

const SUMMARIES: RawRecord[] = [
  // Skipped from the list: no title, and a date that does not parse.
  {
    uuid: 'cms-typo-null-title',
    title: null,
    socialImage: null,
    socialDescription: null,
    pubdate: 'soon',
    author: 'Staff',
    typeID: 1,
  },
  // Listed correctly, but its body arrives without a story: skipped at the body.
  {
    uuid: 'cms-typo-null-story',
    title: 'A story that never arrived',
    socialImage: null,
    socialDescription: 'Its body has no story.',
    pubdate: '2018-06-01T12:00:00Z',
    author: 'Staff',
    typeID: 1,
  },
  // Repaired: white space around the title; its image is missing (left out, reported).
  {
    uuid: 'cms-typo-spaces',
    title: '  Volunteers sort 2,000 baby clothes  ',
    socialImage: '/media/articles/cms-typo-spaces.png',
    socialDescription: 'A Saturday of sorting at the diaper bank.',
    pubdate: '2018-05-02',
    author: 'Staff',
    typeID: 1,
  },
];

const STORIES: Record<string, string | null> = {
  'cms-typo-null-story': null,
  'cms-typo-spaces':
    '<p>Forty volunteers sorted 2,000 pieces of baby clothing for Utah families.</p>',
};

/** The odd summaries of a year's list, with image paths made absolute. */
export const carelessSummaries = (year: number, origin: string): RawRecord[] =>
  year !== CARELESS_YEAR
    ? []
    : SUMMARIES.map((record) => ({
        ...record,
        socialImage:
          typeof record.socialImage === 'string' ? `${origin}${record.socialImage}` : null,
      }));

/** The body of an odd record, or undefined for any other uuid. */
export const carelessBody = (uuid: string, origin: string): RawRecord | undefined => {
  const summary = carelessSummaries(CARELESS_YEAR, origin).find((record) => record.uuid === uuid);
  return summary && uuid in STORIES ? { ...summary, story: STORIES[uuid] } : undefined;
};
