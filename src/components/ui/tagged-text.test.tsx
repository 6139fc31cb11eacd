import React, { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { TaggedText } from './tagged-text';

// Like Gatsby's Link: an element given without its words, which TaggedText supplies.
const LinkTo = ({ href, children }: { href: string; children?: ReactNode }) => (
  <a href={href}>{children}</a>
);

describe('TaggedText', () => {
  it('wraps each tagged part of a translation in its component, keeping the text between', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="Agree to our <terms>Terms of Use</terms> and <privacy>Privacy Notice</privacy>."
          components={{
            terms: <LinkTo href="/terms-of-use/" />,
            privacy: <LinkTo href="/privacy-notice/" />,
          }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use/',
    );
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy-notice/',
    );
    expect(container).toHaveTextContent('Agree to our Terms of Use and Privacy Notice.');
  });

  it('shows a tag without a component, and any markup, as plain text', () => {
    const { container } = render(
      <p>
        <TaggedText text="See <typo>the terms</typo> <b>now</b>" components={{}} />
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('See the terms now');
  });
});
