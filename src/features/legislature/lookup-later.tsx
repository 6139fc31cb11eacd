import React, { useEffect, useState, type ComponentType } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';

/**
 * The legislator lookup, fetched once the page is up: a bill's page is read first, and the
 * form's code (validation, the API client) would otherwise weigh on its first paint. Until
 * then, and without JavaScript, a link to the lookup page stands in.
 */
export const LookupLater = ({ load }: { load: () => Promise<ComponentType> }) => {
  const { t } = useTranslation('legislature');
  const [Lookup, setLookup] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((component) => live && setLookup(() => component))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  if (Lookup) return <Lookup />;
  return (
    <p>
      <Link to="/government/legislator-lookup/">{t('act.findLegislators')}</Link>
    </p>
  );
};
