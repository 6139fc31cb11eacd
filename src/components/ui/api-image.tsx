import React from 'react';
import { graphql } from 'gatsby';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * An image the source plugin downloaded from the API (a File node): resized WebP and
 * fallback copies when sharp can read it, the file as it is otherwise (SVG). Either way
 * it is served by the site, never hotlinked from the API host.
 */
export interface ApiImageFile {
  readonly publicURL: string | null;
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

interface ApiImageProps {
  file: ApiImageFile | null | undefined;
  /** What shows when the build has no copy (a placeholder, or a fresh article's own URL). */
  fallbackSrc?: string | null;
  alt: string;
  className?: string;
  /** Intrinsic size of the fallback, so the layout does not shift while it loads. */
  width: number;
  height: number;
  eager?: boolean;
}

export const ApiImage = ({
  file,
  fallbackSrc,
  alt,
  className,
  width,
  height,
  eager,
}: ApiImageProps) => {
  const loading = eager ? 'eager' : 'lazy';
  const data = file?.childImageSharp?.gatsbyImageData;
  if (data) return <GatsbyImage image={data} alt={alt} className={className} loading={loading} />;
  const src = file?.publicURL || fallbackSrc;
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
    />
  );
};

/**
 * The site's copy of the image as the build received it (SVGs already drawn to PNG), for
 * Open Graph and JSON-LD: social networks read JPEG and PNG everywhere, WebP not always.
 */
export const imageUrlOf = (file: ApiImageFile | null | undefined): string | null =>
  file?.publicURL ?? null;

// Image work is most of what a build spends per article: one format (WebP, which every
// browser the site supports reads) at two widths keeps it to one sharp job per image.
export const fragments = graphql`
  fragment ArticleImageFile on File {
    publicURL
    childImageSharp {
      gatsbyImageData(
        width: 800
        breakpoints: [400, 800]
        formats: [WEBP]
        placeholder: NONE
        sizes: "(min-width: 880px) 800px, 100vw"
      )
    }
  }
  fragment PartnerLogoFile on File {
    publicURL
    childImageSharp {
      gatsbyImageData(width: 240, breakpoints: [240, 480], formats: [WEBP], placeholder: NONE)
    }
  }
`;
