import type { GatsbyNode } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { NODE_TYPES } from './constants';
import type { ImageVariant } from './publish-image';

interface StoredImage {
  variants: readonly ImageVariant[];
}

interface ImageDataArgs {
  /** The most the page shows the image at, in CSS pixels; the widest copy when not given. */
  width?: number | null;
  /** The page's own `sizes`; by default the image is shown at most at `width`. */
  sizes?: string | null;
}

/**
 * What gatsby-plugin-image's components and the site's `<picture>` read, from the copies the
 * plugin made: a constrained image `width` wide, every copy in the srcset for the browser to
 * choose by screen density.
 */
export function imageDataOf({ variants }: StoredImage, args: ImageDataArgs = {}): IGatsbyImageData {
  const widest = variants[variants.length - 1]!;
  const width = Math.min(args.width || widest.width, widest.width);
  const shown = variants.find((variant) => variant.width >= width) ?? widest;
  return {
    layout: 'constrained',
    width,
    height: Math.round((widest.height * width) / widest.width),
    images: {
      fallback: {
        src: shown.path,
        srcSet: variants.map(({ path, width }) => `${path} ${width}w`).join(',\n'),
        sizes: args.sizes || `(min-width: ${width}px) ${width}px, 100vw`,
      },
      sources: [],
    },
  };
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    [NODE_TYPES.image]: {
      gatsbyImageData: {
        // Gatsby's own scalar, which typegen reads as gatsby-plugin-image's IGatsbyImageData.
        type: 'GatsbyImageData!',
        args: { width: 'Int', sizes: 'String' },
        resolve: (image: StoredImage, args: ImageDataArgs) => imageDataOf(image, args),
      },
    },
  });
};
