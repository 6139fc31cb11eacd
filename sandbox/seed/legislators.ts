import { slugify } from './partners';

// Fictional legislators, named after Utah mountains and canyons so nobody mistakes
// them for real ones. Phone numbers use the 555-01xx range reserved for fiction.

export interface LegislatorRecord {
  formatName: string;
  slug: string;
  district: number;
  cell: string;
  email: string;
  committees: string[];
}

function legislator(
  formatName: string,
  district: number,
  cell: string,
  committees: string[],
): LegislatorRecord {
  const slug = slugify(formatName.replace(/^(Rep|Sen)\. /, ''));
  return { formatName, slug, district, cell, email: `${slug}@legislature.example`, committees };
}

interface Constituency {
  address: string;
  city: string;
  houseRepresentative: LegislatorRecord;
  senator: LegislatorRecord;
}

export const CONSTITUENCIES: Constituency[] = [
  {
    address: '350 N State St',
    city: 'Salt Lake City',
    houseRepresentative: legislator('Rep. Delia Bonneville', 24, '801-555-0124', [
      'House Health and Human Services Committee',
      'Social Services Appropriations Subcommittee',
      'House Rules Committee',
    ]),
    senator: legislator('Sen. Marcus Wasatch', 2, '801-555-0102', [
      'Senate Judiciary, Law Enforcement, and Criminal Justice Committee',
      'Executive Appropriations Committee',
    ]),
  },
  {
    address: '10437 S Redwood Rd',
    city: 'South Jordan',
    houseRepresentative: legislator('Rep. Tessa Oquirrh', 49, '801-555-0149', [
      'House Education Committee',
      'House Revenue and Taxation Committee',
    ]),
    senator: legislator('Sen. Heber Sandstone', 11, '801-555-0111', [
      'Senate Health and Human Services Committee',
      'Senate Business and Labor Committee',
      'Social Services Appropriations Subcommittee',
    ]),
  },
  {
    address: '100 N University Ave',
    city: 'Provo',
    houseRepresentative: legislator('Rep. Elena Timpanogos', 60, '801-555-0160', [
      'House Judiciary Committee',
      'House Health and Human Services Committee',
      'Higher Education Appropriations Subcommittee',
    ]),
    senator: legislator('Sen. Grant Uinta', 16, '801-555-0116', [
      'Senate Education Committee',
      'Senate Rules Committee',
    ]),
  },
  {
    address: '2549 Washington Blvd',
    city: 'Ogden',
    houseRepresentative: legislator('Rep. Nora Escalante', 9, '801-555-0109', [
      'House Business and Labor Committee',
      'House Law Enforcement and Criminal Justice Committee',
    ]),
    senator: legislator('Sen. Wade Kolob', 18, '801-555-0118', [
      'Senate Revenue and Taxation Committee',
      'Senate Health and Human Services Committee',
      'Executive Appropriations Committee',
      'Senate Rules Committee',
    ]),
  },
  {
    address: '175 E 200 N',
    city: 'St. George',
    houseRepresentative: legislator('Rep. Lydia Cedarbrook', 75, '435-555-0175', [
      'House Natural Resources Committee',
      'House Health and Human Services Committee',
    ]),
    senator: legislator('Sen. Owen Redrock', 29, '435-555-0129', [
      'Senate Judiciary, Law Enforcement, and Criminal Justice Committee',
      'Senate Government Operations Committee',
      'Social Services Appropriations Subcommittee',
    ]),
  },
];

/** Case, extra spaces and punctuation do not matter: "350 n. state st" finds "350 N State St". */
export function normalizeAddressPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function findConstituency(address: string, city: string): Constituency | undefined {
  const wanted = `${normalizeAddressPart(address)}|${normalizeAddressPart(city)}`;
  return CONSTITUENCIES.find(
    (entry) =>
      `${normalizeAddressPart(entry.address)}|${normalizeAddressPart(entry.city)}` === wanted,
  );
}

export const LEGISLATORS_BY_SLUG = new Map(
  CONSTITUENCIES.flatMap((entry) => [entry.houseRepresentative, entry.senator]).map((person) => [
    person.slug,
    person,
  ]),
);
