import React from 'react';
import { fireEvent, render } from '@testing-library/react';
import { LegislatorPortrait, PORTRAIT_PLACEHOLDER } from './legislator-portrait';

const portrait = (src: string | null) => {
  const { container } = render(<LegislatorPortrait src={src} alt="Portrait of Rep. Delia" />);
  return container.querySelector('img')!;
};

describe('a legislator portrait', () => {
  it('shows the photo the API sends, described by its alt text', () => {
    const img = portrait('https://api.test/media/delia.jpg');
    expect(img.getAttribute('src')).toBe('https://api.test/media/delia.jpg');
    expect(img.getAttribute('alt')).toBe('Portrait of Rep. Delia');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', null],
    ['not a web address', 'javascript:alert(1)'],
    ['a relative scrap', 'delia.jpg'],
  ])('shows the placeholder, silent for screen readers, when the image is %s', (_case, src) => {
    const img = portrait(src);
    expect(img.getAttribute('src')).toBe(PORTRAIT_PLACEHOLDER);
    expect(img.getAttribute('alt')).toBe('');
  });

  it('falls back to the placeholder when the photo fails to load', () => {
    const img = portrait('https://api.test/media/gone.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PORTRAIT_PLACEHOLDER);
    expect(img.getAttribute('alt')).toBe('');
  });
});
