/** What a visitor types into the contact form in the browser tests. */
export const CONTACT = {
  firstName: 'Ann',
  lastName: 'Peterson',
  email: 'ann@example.org',
  phone: '801-555-0100',
  subject: 'Baby shower',
  comments: 'Our ward would like to host a baby shower.',
};
