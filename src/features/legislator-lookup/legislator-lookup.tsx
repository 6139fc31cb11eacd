import React, { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { LazyMissingFields } from '../../components/form/lazy-missing-fields';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { useLazyValidation } from '../../components/form/use-lazy-validation';
import { preloadApiClient } from '../../lib/call-api';
import type { LegislatorSearchValues } from './schema';
import { EMPTY_SEARCH, isSearchComplete } from './values';
import { readLegacyQuery, readSearchFragment, searchFragmentOf } from './search-params';
import { useLegislatorSearch } from './use-legislator-search';
import { LegislatorResults } from './legislator-results';
import { LazyYourActions } from '../../components/your-actions/lazy-your-actions';
import * as styles from './legislator-lookup.module.css';

const loadSchema = () => import('./schema').then((module) => module.legislatorSearchSchema);

/** The legislator lookup: address and city, Search and Clear, then two cards. */
export const LegislatorLookup = () => {
  const { t } = useTranslation('legislator-lookup');
  const validation = useLazyValidation(loadSchema, preloadApiClient);
  const form = useForm<LegislatorSearchValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY_SEARCH,
  });
  const { register, handleSubmit, reset: resetForm, watch } = form;
  const { loading, found, search: searchApi, reset } = useLegislatorSearch();
  // The city of the search shown, for the call script (the field may have changed since).
  const [city, setCity] = useState('');
  const search = useCallback(
    (values: LegislatorSearchValues) => {
      setCity(values.city);
      return searchApi(values);
    },
    [searchApi],
  );
  const complete = isSearchComplete(watch());

  // The address bar holds the search: on load and on Back/Forward, show what it says.
  const followAddressBar = useCallback(() => {
    const legacy = readLegacyQuery(window.location.search);
    if (legacy) {
      // Take an old link's address out of the query string at once.
      const { pathname } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${searchFragmentOf(legacy)}`,
      );
    }
    const fromUrl = readSearchFragment(window.location.hash);
    resetForm(fromUrl ?? EMPTY_SEARCH);
    if (fromUrl) void search(fromUrl);
    else reset();
  }, [resetForm, search, reset]);

  useEffect(() => {
    followAddressBar();
    window.addEventListener('popstate', followAddressBar);
    return () => window.removeEventListener('popstate', followAddressBar);
  }, [followAddressBar]);

  const searchIfValid = handleSubmit((values) => {
    const fragment = searchFragmentOf(values);
    if (window.location.hash !== fragment) {
      window.history.pushState(window.history.state, '', `${window.location.pathname}${fragment}`);
    }
    void search({ address: values.address.trim(), city: values.city.trim() });
  });
  // A search sent before the rules have arrived waits for them (the resolver does).
  const onSearch = (event: React.FormEvent<HTMLFormElement>) => {
    void validation.load().catch(() => undefined);
    searchIfValid(event).catch(() => undefined);
  };

  const onClear = () => {
    resetForm(EMPTY_SEARCH);
    reset();
    if (window.location.hash || window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  };

  return (
    <>
      <form
        role="search"
        aria-label={t('form.label')}
        className={styles.form}
        onSubmit={onSearch}
        noValidate
        {...validation.interaction}
      >
        <TextField
          label={t('form.address')}
          hint={t('form.addressHint')}
          registration={register('address')}
          autoComplete="address-line1"
          required
        />
        <TextField
          label={t('form.city')}
          registration={register('city')}
          autoComplete="address-level2"
          required
        />
        <div className={styles.actions}>
          <SubmitButton
            loading={loading}
            disabled={!complete}
            loadingText={t('form.searching')}
            aria-describedby={!complete && validation.schema ? 'lookup-missing' : undefined}
          >
            {t('form.search')}
          </SubmitButton>
          <Button variant="outline" onClick={onClear}>
            {t('form.clear')}
          </Button>
          <LazyMissingFields
            id="lookup-missing"
            form={form}
            schema={validation.schema}
            shown={!complete && !loading}
            fields={[
              { name: 'address', label: t('form.address') },
              { name: 'city', label: t('form.city') },
            ]}
          />
        </div>
      </form>
      {/* Announces the result to screen readers; the cards below show it. */}
      <p role="status" className="visually-hidden">
        {!loading && found ? t('results.announce') : ''}
      </p>
      {loading && (
        <div className={styles.loading}>
          <Loader label={t('form.searching')} showLabel />
        </div>
      )}
      {!loading && found && <LegislatorResults found={found} city={city} />}
      <LazyYourActions />
    </>
  );
};
