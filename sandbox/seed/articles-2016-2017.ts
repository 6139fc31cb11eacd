import type { CuratedArticle } from './article-types';

export const ARTICLES_2016_2017: CuratedArticle[] = [
  {
    year: 2016,
    date: '01-25',
    typeID: 2,
    title: 'Thousands Expected at the Utah Rally for Life on Capitol Hill',
    author: 'Rebecca Thornley',
    summary:
      'Families from every corner of the state will gather on the Capitol steps this Saturday.',
    lead: 'This Saturday, families from Logan to St. George will fill the south steps of the Utah State Capitol for our annual Rally for Life, timed with the opening week of the legislative session.',
    heading: 'What to expect on Saturday',
    points: [
      'Doors open in the Capitol rotunda at 10:00 a.m. for hot chocolate and signs',
      'Speakers include a young mother our hotline served last spring',
      'Strollers are welcome; the east entrance has ramp access',
    ],
    quote: {
      text: 'When people see strollers lining the Capitol steps, they understand what this is about.',
      by: 'Rally coordinator',
    },
    closing: 'Cannot make it in person? You can still help the mothers we serve by',
    link: { href: '/volunteer', text: 'joining a volunteer team' },
  },
  {
    year: 2016,
    date: '05-14',
    typeID: 1,
    title: 'Baby Bottle Drive Fills 4,000 Bottles Across Utah County',
    author: 'Maria Delgado',
    summary:
      'Forty congregations in Utah County filled baby bottles with change for local mothers.',
    lead: 'Between Easter and Mother’s Day, forty congregations in Utah County handed out empty baby bottles and asked families to fill them with spare change. More than 4,000 came back full.',
    heading: 'Where the bottles go',
    points: [
      'Diapers and wipes for mothers in their first three months',
      'Car seats fitted by a certified technician',
      'Emergency rent help through the life grant programme',
    ],
    quote: {
      text: 'My kids raced to see who could fill theirs first. They wanted a baby to have what they have.',
      by: 'A parent from American Fork',
    },
    closing: 'Churches that want to host next year’s drive can',
    link: { href: '/contact-us', text: 'contact our events team' },
  },
  {
    year: 2016,
    date: '11-03',
    typeID: 3,
    title: 'Pro-Life Utah Opens a Pregnancy Resource Office in Ogden',
    author: 'Samuel Whitaker',
    summary: 'A new office on Washington Boulevard brings free pregnancy support to Weber County.',
    lead: 'Pro-Life Utah today opened its second pregnancy resource office, on Washington Boulevard in Ogden, offering free pregnancy tests, parenting classes and a baby supply closet to families in Weber and Davis counties.',
    heading: 'Services offered in Ogden',
    points: [
      'Free pregnancy tests and options conversations',
      'Parenting and budgeting classes every Thursday evening',
      'A baby supply closet stocked by local donors',
    ],
    quote: {
      text: 'No woman in northern Utah should have to drive an hour to find someone who will listen.',
      by: 'Office director',
    },
    closing: 'The office depends on local generosity; you can',
    link: { href: '/donate', text: 'support it with a gift' },
  },
  {
    year: 2017,
    date: '02-08',
    typeID: 1,
    title: 'Legislative Session Week Three: Informed Consent Bill Clears Committee',
    author: 'Daniel Ashworth',
    summary:
      'A bill expanding informed consent materials passed the House Health and Human Services Committee.',
    lead: 'Week three of the general session brought our first good news from the Utah State Capitol: a bill updating the state’s informed consent materials cleared the House Health and Human Services Committee on a 9 to 2 vote.',
    heading: 'Next steps for the bill',
    points: [
      'A vote of the full House, expected next week',
      'A Senate committee hearing, then the Senate floor',
      'The governor’s signature before the session ends in March',
    ],
    quote: {
      text: 'Seven constituents came to testify. Legislators noticed every one of them.',
      by: 'Our legislative liaison',
    },
    closing: 'Find out who represents you and let them know where you stand:',
    link: { href: '/government/legislator-lookup', text: 'look up your legislators' },
  },
  {
    year: 2017,
    date: '06-17',
    typeID: 2,
    title: 'Save the Date: The 2017 Celebration of Life Gala',
    author: 'Kaitlyn Brooks',
    summary:
      'Join us on September 23 for an evening of dinner, stories and support for Utah mothers.',
    lead: 'Our Celebration of Life Gala returns on Saturday, September 23, in downtown Salt Lake City. It is our largest evening of the year and funds a third of our pregnancy support services.',
    heading: 'The evening at a glance',
    points: [
      'Dinner and a short programme of stories from mothers and volunteers',
      'A silent auction of donated quilts, getaways and Utah art',
      'Table sponsorships for businesses and congregations',
    ],
    quote: {
      text: 'The gala is where our supporters finally meet the families they have been helping all year.',
      by: 'Gala committee chair',
    },
    closing: 'Sponsorships are open now, and every sponsor is listed on',
    link: { href: '/partners', text: 'our donors page' },
  },
  {
    year: 2017,
    date: '12-12',
    typeID: 1,
    title: 'Secret Santa Brings Christmas to 140 Utah Families',
    author: 'Anna Sorensen',
    summary: 'Volunteers wrapped gifts for 140 families in our care this Christmas.',
    lead: 'In a church gym in West Valley City, sixty volunteers wrapped gifts for 140 families this week, the largest Secret Santa we have run since the programme began.',
    heading: 'What our Secret Santas gave',
    points: [
      'Winter coats and boots for older brothers and sisters',
      'Cribs, bassinets and car seats for newborns',
      'Grocery cards so families could share a Christmas dinner',
    ],
    quote: {
      text: 'She told me it was the first year she did not have to choose between gifts and rent.',
      by: 'A volunteer who delivered gifts in Kearns',
    },
    closing: 'Secret Santa runs every December; you can',
    link: { href: '/donate/christmas', text: 'become a Secret Santa' },
  },
];
