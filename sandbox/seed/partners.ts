import { createRng } from '../prng';

// Fictional Utah donors and partners; every url uses the reserved .example domain.

export interface PartnerRecord {
  name: string;
  slug: string;
  url: string;
  homePage: boolean;
}

const PARTNER_NAMES = [
  'Wasatch Family Foundation',
  'Bonneville Shores Credit Union',
  'St. Brendan Catholic Parish',
  'Cottonwood Heights Dental Group',
  'Timpanogos Valley Chapel',
  'Red Rock Title & Escrow',
  'Canyon Rim Grocers',
  'Golden Spike Insurance Agency',
  'Sego Lily Pediatrics',
  'Deseret Peak Builders',
  'Uinta Basin Community Church',
  'Great Salt Lake Printing Co.',
  'Kolob Canyon Coffee Roasters',
  'Heritage Hearth Foundation',
];

const PARTNERS_PER_YEAR = 8;
const HOME_PAGE_PARTNERS = 5;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const ALL_PARTNER_SLUGS = new Map(PARTNER_NAMES.map((name) => [slugify(name), name]));

/** Eight partners of `year`, the same ones on every start; five of them on the home page. */
export function partnersOfYear(year: number): PartnerRecord[] {
  const chosen = createRng(`partners:${year}`).shuffle(PARTNER_NAMES).slice(0, PARTNERS_PER_YEAR);
  return chosen
    .map((name, index) => {
      const slug = slugify(name);
      return {
        name,
        slug,
        url: `https://www.${slug}.example/`,
        homePage: index < HOME_PAGE_PARTNERS,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
