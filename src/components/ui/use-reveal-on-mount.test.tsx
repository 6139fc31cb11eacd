import React from 'react';
import { render, screen } from '@testing-library/react';
import { useRevealOnMount } from './use-reveal-on-mount';

const Results = () => {
  const heading = useRevealOnMount<HTMLHeadingElement>();
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Your legislators
      </h2>
    </section>
  );
};

const motion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as typeof window.matchMedia;
};

describe('what arrives in answer to the visitor', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('takes the focus to its heading and scrolls it into view, smoothly', () => {
    motion(false);
    render(<Results />);
    expect(screen.getByRole('heading', { name: 'Your legislators' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation for a visitor who asks for reduced motion', () => {
    motion(true);
    render(<Results />);
    expect(screen.getByRole('heading', { name: 'Your legislators' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
