import React, { useEffect, useState } from 'react';
import { safeHttpUrl } from '../../lib/safe-url';

/** The site's own neutral portrait, in its illustration style. */
export const PORTRAIT_PLACEHOLDER = '/images/illustrations/portrait-placeholder.svg';

interface LegislatorPortraitProps {
  /** The API's image URL: may be empty, not a URL, or a file that fails to load. */
  src: string | null | undefined;
  /** Describes the real photo; the placeholder says nothing and is hidden from screen readers. */
  alt: string;
  className?: string;
}

/**
 * A legislator's photo, or the placeholder whenever the API sends no usable image: an empty
 * `src` would draw a broken image with its alt text clipped inside the circle.
 */
export const LegislatorPortrait = ({ src, alt, className }: LegislatorPortraitProps) => {
  const url = safeHttpUrl(src);
  const [failed, setFailed] = useState(false);
  // A new search brings a new photo: give it its own chance to load.
  useEffect(() => setFailed(false), [url]);
  const usable = url !== null && !failed;
  return (
    <img
      className={className}
      src={usable ? url : PORTRAIT_PLACEHOLDER}
      alt={usable ? alt : ''}
      width={128}
      height={128}
      onError={usable ? () => setFailed(true) : undefined}
    />
  );
};
