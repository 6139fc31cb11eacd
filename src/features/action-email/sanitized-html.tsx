import React, { useEffect, useState } from 'react';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/**
 * HTML from the API, cleaned by DOMPurify in the browser before it is rendered (DESIGN:
 * API HTML is always sanitised). DOMPurify loads on demand: only this page needs it.
 */
export const SanitizedHtml = ({ html, className }: SanitizedHtmlProps) => {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (current) setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === null) return null;
  // Safe: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
