import React from 'react';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './api-image.module.css';

/**
 * An image the source plugin downloaded from the API (a PluapiImage node): WebP copies at
 * the widths pages show it, and the file as received. Both are served by the site, never
 * hotlinked from the API host.
 */
export interface ApiImageFile {
  readonly publicURL: string | null;
  readonly gatsbyImageData: IGatsbyImageData | null;
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

/**
 * gatsby-plugin-image's sizes and formats, drawn as plain `<picture>` markup: the browser's own
 * lazy loading does what GatsbyImage's runtime would (4 kB of script on every page with an
 * image), since these images have no placeholder to fade in.
 */
export const ResizedImage = ({ data, alt, className, loading }: ResizedImageProps) => {
  const { fallback, sources = [] } = data.images;
  return (
    <picture className={styles.picture}>
      {sources.map(({ srcSet, type, sizes, media }) => (
        <source key={type ?? srcSet} srcSet={srcSet} type={type} sizes={sizes} media={media} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        alt={alt}
        width={data.width}
        height={data.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
};

export interface ResizedImageProps {
  data: IGatsbyImageData;
  alt: string;
  className?: string;
  loading: 'eager' | 'lazy';
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
  const data = file?.gatsbyImageData;
  if (data) return <ResizedImage data={data} alt={alt} className={className} loading={loading} />;
  if (!fallbackSrc) return null;
  return (
    <img
      className={className}
      src={fallbackSrc}
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

// The copies are made at once and twice these widths (IMAGE_WIDTHS in the source plugin's
// constants.ts); `width` is the most the page shows each image at.
export const fragments = graphql`
  fragment ArticleImageFile on PluapiImage {
    publicURL
    gatsbyImageData(width: 800, sizes: "(min-width: 880px) 800px, 100vw")
  }
  fragment PartnerLogoFile on PluapiImage {
    publicURL
    gatsbyImageData(width: 240)
  }
`;
