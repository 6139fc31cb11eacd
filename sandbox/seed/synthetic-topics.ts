import type { ArticleTypeId } from './article-types';

// Building blocks for the generated articles of `--articles N` and for years
// that have no written articles (when the sandbox runs in a later year).

export const UTAH_PLACES = [
  'Salt Lake City',
  'West Valley City',
  'Provo',
  'Orem',
  'Ogden',
  'St. George',
  'Logan',
  'Layton',
  'Sandy',
  'South Jordan',
  'Lehi',
  'Cedar City',
  'Tooele',
  'Bountiful',
  'Vernal',
  'Price',
] as const;

export interface SyntheticTopic {
  typeID: ArticleTypeId;
  title: (place: string, year: number) => string;
  summary: (place: string) => string;
  lead: (place: string, year: number) => string;
  heading: string;
  points: string[];
  quote: string;
  closing: string;
  link: { href: string; text: string };
}

export const SYNTHETIC_TOPICS: SyntheticTopic[] = [
  {
    typeID: 1,
    title: (place, year) => `Capitol Update: ${place} Families Testify During the ${year} Session`,
    summary: (place) =>
      `Constituents from ${place} spoke up for mothers at the Utah State Capitol.`,
    lead: (place, year) =>
      `During the ${year} General Session, families from ${place} travelled to the Utah State Capitol to testify in support of mothers and babies.`,
    heading: 'What was heard in committee',
    points: [
      'Stories from local mothers',
      'Support for pregnancy centres',
      'Requests for rural care',
    ],
    quote: 'Our legislators listened, and several thanked us afterwards.',
    closing: 'Reach your own legislators:',
    link: { href: '/government/legislator-lookup', text: 'legislator lookup' },
  },
  {
    typeID: 2,
    title: (place, year) => `Walk for Life ${year}: ${place} Walkers Step Out for Moms`,
    summary: (place) => `Walkers in ${place} raised support for pregnant and parenting mothers.`,
    lead: (place) =>
      `Families, congregations and schools from ${place} walked together this weekend to raise support for Utah mothers.`,
    heading: 'Walk highlights',
    points: [
      'A family-friendly route',
      'Pledges from friends and neighbours',
      'Diaper drop-off tent',
    ],
    quote: 'We walked so no mother feels she walks alone.',
    closing: 'You can still',
    link: { href: '/donate', text: 'sponsor a walker' },
  },
  {
    typeID: 1,
    title: (place) => `Baby Bottle Drive Fills Hundreds of Bottles in ${place}`,
    summary: (place) => `Congregations in ${place} filled baby bottles with change for local moms.`,
    lead: (place) =>
      `Congregations across ${place} handed out empty baby bottles and asked families to fill them with spare change.`,
    heading: 'Where the bottles go',
    points: ['Diapers and formula', 'Car seats', 'Life grants for rent and utilities'],
    quote: 'The children counted every coin themselves.',
    closing: 'Host a drive with the guides on our',
    link: { href: '/service-opportunities', text: 'service opportunities page' },
  },
  {
    typeID: 2,
    title: (place, year) => `Celebration of Life Gala ${year} Welcomes Guests from ${place}`,
    summary: () => 'An evening of dinner, stories and support for Utah mothers.',
    lead: (place) =>
      `Supporters from ${place} and across the state gathered for our Celebration of Life Gala.`,
    heading: 'The evening at a glance',
    points: [
      'Dinner and stories from mothers',
      'A silent auction',
      'A paddle raise for the clinics',
    ],
    quote: 'The gala is where supporters meet the families they help.',
    closing: 'Sponsors are listed on',
    link: { href: '/partners', text: 'our donors page' },
  },
  {
    typeID: 1,
    title: (place) => `Mobile Clinic Milestone in ${place}`,
    summary: (place) => `Our mobile clinic reached a new milestone serving mothers in ${place}.`,
    lead: (place) =>
      `Our mobile clinic marked a milestone this month in ${place}, offering free ultrasounds and support.`,
    heading: 'By the numbers',
    points: ['Free ultrasounds', 'Pregnancy tests', 'Referrals to prenatal care'],
    quote: 'Every appointment is a real mother with a real decision.',
    closing: 'Help keep the van on the road:',
    link: { href: '/volunteer', text: 'join the mobile clinic team' },
  },
  {
    typeID: 1,
    title: (place) => `Volunteer Spotlight: Meet the ${place} Sorting Crew`,
    summary: (place) => `Volunteers in ${place} sort and pack baby supplies every week.`,
    lead: (place) =>
      `Every week, a group of volunteers in ${place} sorts donated baby clothes and packs supply kits for new mothers.`,
    heading: 'A night with the crew',
    points: ['Washing and sizing clothes', 'Checking car seats', 'Packing kits for our offices'],
    quote: 'We have folded enough onesies to reach the Capitol.',
    closing: 'New hands are always welcome:',
    link: { href: '/volunteer', text: 'volunteer with us' },
  },
  {
    typeID: 2,
    title: (place, year) => `Secret Santa ${year}: Sponsor a Family in ${place}`,
    summary: (place) => `Bring Christmas to a mother and her children in ${place}.`,
    lead: (place) =>
      `Secret Santa is open, and families in ${place} are among those hoping for a brighter Christmas.`,
    heading: 'How Secret Santa works',
    points: ['Choose an amount', 'Volunteers shop wish lists', 'Gifts delivered before Christmas'],
    quote: 'The note from the mom I sponsored is still on my fridge.',
    closing: 'Sponsorships close in mid-December:',
    link: { href: '/donate/christmas', text: 'become a Secret Santa' },
  },
  {
    typeID: 3,
    title: (place) => `Pro-Life Utah Expands Pregnancy Support in ${place}`,
    summary: (place) => `New hours and services for mothers in ${place}.`,
    lead: (place) =>
      `Pro-Life Utah today announced expanded pregnancy support services for families in ${place}.`,
    heading: 'What is new',
    points: ['Longer office hours', 'Parenting classes', 'A larger baby supply closet'],
    quote: 'Every mother deserves help close to home.',
    closing: 'Support the expansion:',
    link: { href: '/donate', text: 'give today' },
  },
];
