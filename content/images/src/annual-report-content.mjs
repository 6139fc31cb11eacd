// Words of the 2025 annual report (sample figures staff will replace).
// Same block format as pdf-content.mjs.
export const ANNUAL_REPORT = [
  [
    'p',
    'Dear friends, in 2025 you helped more Utah mothers choose life than in any year since we began in 1998. Your gifts, prayers and volunteer hours reached every corner of the state, from Logan to St. George.',
  ],
  ['h', 'Our impact in 2025'],
  [
    'ul',
    [
      '412 babies born to mothers who considered abortion',
      '1,865 women served by the pregnancy clinic, Life Grants and healing programmes',
      '$386,000 in Life Grants for rent, utilities, car seats and childbirth costs',
      '2,140 volunteer hours and 96 service events across 31 cities',
    ],
  ],
  ['h', 'Programmes'],
  [
    'p',
    'Pregnancy clinic: free pregnancy tests, ultrasounds and nurse consultations at two locations, plus a mobile unit. Life Grant: short-term financial help that lets a mother keep her home and job through pregnancy. Abortion healing: confidential retreats and support groups for women and men.',
  ],
  ['h', 'Where the money went'],
  [
    'ul',
    [
      'Programme services: 81%',
      'Education and advocacy: 9%',
      'Fundraising: 6%',
      'Administration: 4%',
    ],
  ],
  ['h', 'Looking ahead to 2026'],
  [
    'p',
    'We will open a clinic room in Cedar City, double our Save a Life sponsors, and train 200 new volunteers. Thank you for standing with every life, every mother, every time.',
  ],
  [
    'callout',
    'Pro-Life Utah is a 501(c)(3) non-profit, EIN 87-0591327. Gifts are tax-deductible as allowed by law.',
  ],
];
