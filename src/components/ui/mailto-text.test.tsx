import React from 'react';
import { render, screen } from '@testing-library/react';
import { MailtoText } from './mailto-text';

describe('MailtoText', () => {
  it('turns the address in a sentence into a mailto link and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <MailtoText text="Found a mistake? Write to info@prolifeutah.org and we will check it." />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'info@prolifeutah.org' })).toHaveAttribute(
      'href',
      'mailto:info@prolifeutah.org',
    );
    expect(container.textContent).toBe(
      'Found a mistake? Write to info@prolifeutah.org and we will check it.',
    );
  });

  it('leaves a full stop after the address out of the link, and a sentence without one alone', () => {
    render(
      <>
        <p>
          <MailtoText text="Escríbanos a info@prolifeutah.org." />
        </p>
        <p>
          <MailtoText text="No address <b>here</b>." />
        </p>
      </>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'mailto:info@prolifeutah.org');
    expect(screen.getByText('No address <b>here</b>.')).toBeInTheDocument();
  });
});
