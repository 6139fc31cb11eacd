import React, { useMemo } from 'react';
import { escapeMarkup } from '../../lib/escape';

interface StaticDatalistProps {
  id: string;
  options: ReadonlyArray<string>;
}

/**
 * A long list of suggestions (the Utah cities) written into the static HTML as one string:
 * React hydrates one element instead of hundreds of <option>s. The list is plain text taken
 * from the page's data, escaped here; the field's schema still checks the choice.
 */
export const StaticDatalist = ({ id, options }: StaticDatalistProps) => {
  const html = useMemo(
    () => options.map((name) => `<option value="${escapeMarkup(name)}"></option>`).join(''),
    [options],
  );
  return <datalist id={id} dangerouslySetInnerHTML={{ __html: html }} />;
};
