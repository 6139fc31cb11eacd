// Words of the downloadable guides and flyers (sample content staff will edit).
// Blocks: ['h', heading], ['p', paragraph], ['ul', items], ['blanks', labels], ['callout', text].
const DROP_OFF =
  'Bring donations to the Pro-Life Utah office, 10771 S Jordan Gateway, Suite 210, South Jordan, UT 84095, Monday to Friday, 9 a.m. to 4 p.m. For more than ten boxes, call (801) 555-0117 and we will arrange a pickup.';
const WISH_LIST = [
  'Diapers in sizes 1 to 6 and newborn, plus wipes',
  'Infant formula (unopened, within date) and bottles',
  'Baby wash, lotion, diaper cream and nail clippers',
  'Receiving blankets, swaddles and burp cloths',
  'New onesies and sleepers, newborn to 24 months',
  'Pacifiers, teething toys and board books',
];

export const OPPORTUNITIES = {
  'baby-supply-drive': {
    name: 'Baby Supply Drive',
    pitch:
      'Gather diapers, wipes and essentials at your church, school, office or neighbourhood for mothers who choose life.',
    guide: [
      [
        'p',
        'A baby supply drive is the simplest way for a group to help. Every pack of diapers you collect goes straight to a mother served by our pregnancy clinic and Life Grant programme.',
      ],
      ['h', 'What to collect'],
      ['ul', WISH_LIST],
      [
        'p',
        'Please do not collect car seats, cribs or used bottles: safety rules stop us from passing them on.',
        { font: 'italic' },
      ],
      ['h', 'How to host'],
      [
        'ul',
        [
          'Pick two or three weeks and a single, visible collection spot.',
          'Download the flyer, add your dates, and share it in newsletters and group chats.',
          'Decorate a collection box and set a goal, such as 100 packs of diapers.',
          'Post a mid-drive update with a photo: momentum brings in late givers.',
          'Count and sort by type before drop-off so we can stock shelves quickly.',
        ],
      ],
      ['h', 'Where to drop off'],
      ['p', DROP_OFF],
      [
        'callout',
        'Tell us about your drive at info@prolifeutah.org and we will send a thank-you certificate for your group.',
      ],
    ],
  },
  'baby-supply-kit-event': {
    name: 'Baby Supply Kit Event',
    pitch:
      'Assemble ready-to-go kits for new mothers in one evening: a great project for youth groups, families and teams.',
    guide: [
      [
        'p',
        "At a kit event your group buys supplies in bulk and packs them into tote bags. Each finished kit gives a mother what she needs for her baby's first weeks.",
      ],
      ['h', 'What goes in one kit'],
      [
        'ul',
        [
          '1 pack of newborn diapers and 1 pack of wipes',
          '2 onesies, 1 sleeper and 2 pairs of socks',
          '1 receiving blanket and 2 burp cloths',
          '1 baby wash, 1 diaper cream and 1 pacifier',
          'A handwritten card of encouragement',
        ],
      ],
      ['h', 'How to host'],
      [
        'ul',
        [
          'Decide how many kits to make; 25 kits is a good first goal for about 20 people.',
          'Collect funds or items two weeks ahead; one kit costs about $45 to assemble.',
          'Set up tables as an assembly line, one item type per station.',
          'Leave time for card writing: mothers tell us these notes matter most.',
          'Take a group photo and send it to us with the number of kits.',
        ],
      ],
      ['h', 'Where to drop off'],
      ['p', DROP_OFF],
    ],
  },
  'baby-shower': {
    name: 'Baby Shower',
    pitch: 'Throw a community baby shower where the guest of honour is every mother we serve.',
    guide: [
      [
        'p',
        'A community baby shower turns a familiar celebration into support for many families. Guests bring a gift from the wish list, and your group enjoys an afternoon together.',
      ],
      ['h', 'What to ask guests to bring'],
      ['ul', WISH_LIST],
      ['h', 'How to host'],
      [
        'ul',
        [
          'Choose a date and a host home, chapel or community room.',
          'Send invitations with the wish list and the flyer three weeks ahead.',
          'Plan simple games and refreshments; ask a guest to share why life matters to them.',
          'Invite a Pro-Life Utah speaker: email info@prolifeutah.org at least a month ahead.',
          'Display the gifts, take photos, and pack them by type at the end.',
        ],
      ],
      ['h', 'Where to drop off'],
      ['p', DROP_OFF],
    ],
  },
  'baby-clothes-sorting-party': {
    name: 'Baby Clothes Sorting Party',
    pitch:
      'Join friends to sort, fold and size donated baby clothes so mothers can shop our closet with dignity.',
    guide: [
      [
        'p',
        "We receive bags of donated clothing every week. A sorting party gets them washed, checked, sized and on the shelves of our mothers' closet.",
      ],
      ['h', 'What you will need'],
      [
        'ul',
        [
          '6 to 12 volunteers and 2 to 3 hours',
          'Large tables, and bins or boxes labelled by size',
          'Size labels: newborn, 0-3, 3-6, 6-12, 12-18 and 18-24 months',
          'Bags for items that cannot be used (stains, tears, recalls)',
        ],
      ],
      ['h', 'How to host'],
      [
        'ul',
        [
          'Book a date with us: we bring the donated bags to you or you come to our office.',
          'Give everyone one job: checking, sizing, folding or labelling.',
          'Keep only clothes you would give a friend; recycle the rest.',
          'Bundle outfits by size and season, and label each bin clearly.',
          'Finish with treats and a photo; tell us how many bins you filled.',
        ],
      ],
      ['h', 'Where to drop off'],
      ['p', DROP_OFF],
    ],
  },
};
