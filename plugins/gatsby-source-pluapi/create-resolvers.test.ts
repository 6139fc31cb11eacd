import { imageDataOf } from './create-resolvers';

const variants = [
  { width: 400, height: 210, path: '/static/api-images/ab12-400.webp' },
  { width: 800, height: 420, path: '/static/api-images/ab12-800.webp' },
];

describe('gatsbyImageData of a PluapiImage', () => {
  it('offers every copy in the srcset and shows the widest, at most at its width by default', () => {
    expect(imageDataOf({ variants })).toEqual({
      layout: 'constrained',
      width: 800,
      height: 420,
      images: {
        fallback: {
          src: '/static/api-images/ab12-800.webp',
          srcSet: '/static/api-images/ab12-400.webp 400w,\n/static/api-images/ab12-800.webp 800w',
          sizes: '(min-width: 800px) 800px, 100vw',
        },
        sources: [],
      },
    });
  });

  it('takes the sizes the page gives', () => {
    const data = imageDataOf({ variants }, { sizes: '(min-width: 880px) 800px, 100vw' });

    expect(data.images.fallback?.sizes).toBe('(min-width: 880px) 800px, 100vw');
  });

  it('is as wide as the page shows it, with the wider copy left for dense screens', () => {
    const data = imageDataOf({ variants }, { width: 400 });

    expect([data.width, data.height]).toEqual([400, 210]);
    expect(data.images.fallback).toMatchObject({
      src: '/static/api-images/ab12-400.webp',
      srcSet: expect.stringContaining('ab12-800.webp 800w'),
      sizes: '(min-width: 400px) 400px, 100vw',
    });
  });

  it('is never laid out wider than its widest copy', () => {
    expect(imageDataOf({ variants }, { width: 1200 }).width).toBe(800);
  });
});
