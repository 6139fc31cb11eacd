import React from 'react';
import { render, screen } from '@testing-library/react';
import { imageDataOf } from '../../../plugins/gatsby-source-pluapi/create-resolvers';
import { ApiImage, imageUrlOf, type ApiImageFile } from './api-image';

// What the source plugin answers for an 800 px article image (its resolver, not a copy).
const file: ApiImageFile = {
  publicURL: '/static/api-images/ab12.png',
  gatsbyImageData: imageDataOf(
    {
      variants: [
        { width: 400, height: 210, path: '/static/api-images/ab12-400.webp' },
        { width: 800, height: 420, path: '/static/api-images/ab12-800.webp' },
      ],
    },
    { width: 800, sizes: '(min-width: 880px) 800px, 100vw' },
  ),
};

describe('ApiImage', () => {
  it('offers the site’s copies by width, sized so the layout does not shift, loaded lazily', () => {
    render(<ApiImage file={file} alt="Volunteers at the Capitol" width={800} height={420} />);

    const image = screen.getByRole('img', { name: 'Volunteers at the Capitol' });
    expect(image).toHaveAttribute('src', '/static/api-images/ab12-800.webp');
    expect(image.getAttribute('srcset')).toMatch(/ab12-400\.webp 400w,\s*\S+ab12-800\.webp 800w/);
    expect(image).toHaveAttribute('sizes', '(min-width: 880px) 800px, 100vw');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '420');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when the page says it is above the fold', () => {
    render(<ApiImage file={file} alt="Lead image" width={800} height={420} eager />);

    expect(screen.getByRole('img', { name: 'Lead image' })).toHaveAttribute('loading', 'eager');
  });

  it('shows the fallback when the build has no copy, and nothing when there is none', () => {
    const { rerender } = render(
      <ApiImage
        file={null}
        fallbackSrc="/images/placeholder.svg"
        alt="News"
        width={800}
        height={420}
      />,
    );
    expect(screen.getByRole('img', { name: 'News' })).toHaveAttribute(
      'src',
      '/images/placeholder.svg',
    );

    rerender(<ApiImage file={null} alt="News" width={800} height={420} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives Open Graph the file as received, which every social network reads', () => {
    expect(imageUrlOf(file)).toBe('/static/api-images/ab12.png');
    expect(imageUrlOf(null)).toBeNull();
  });
});
