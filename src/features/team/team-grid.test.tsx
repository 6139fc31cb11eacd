import React from 'react';
import { screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderWithI18n } from '../../test/render-with-i18n';
import { TeamGrid, type TeamMember } from './team-grid';

const photo: IGatsbyImageData = {
  layout: 'constrained',
  width: 320,
  height: 320,
  images: {
    fallback: { src: '/static/portrait.jpg', srcSet: '/static/portrait.jpg 320w', sizes: '320px' },
  },
};

const MEMBERS: TeamMember[] = [
  { memberId: 'president', name: 'Jane Doe', email: 'jdoe@prolifeutah.org', photo },
  { memberId: 'executive-director', name: 'John Roe', email: 'jroe@prolifeutah.org', photo },
  { memberId: 'director-of-finance', name: 'Ann Poe', email: 'apoe@prolifeutah.org', photo: null },
  { memberId: 'director-of-development', name: 'Sam Moe', email: 'smoe@prolifeutah.org', photo },
  { memberId: 'social-media-director', name: 'Mei Loe', email: 'mloe@prolifeutah.org', photo },
];

describe('TeamGrid', () => {
  it('gives every staff member a named mailto link', () => {
    renderWithI18n(<TeamGrid members={MEMBERS} />);
    for (const member of MEMBERS) {
      expect(screen.getByRole('link', { name: `Email ${member.name}` })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
    }
  });

  it('shows each name with its translated role and photo', () => {
    renderWithI18n(<TeamGrid members={MEMBERS} />, { language: 'es' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(MEMBERS.map((member) => member.name));
    expect(screen.getByText('Directora de finanzas')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Retrato de Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir a Ann Poe' })).toHaveAttribute(
      'href',
      'mailto:apoe@prolifeutah.org',
    );
  });
});
