import { useEffect, useRef } from 'react';
import { parseDonationRecord, type DonationRecord } from './donation-record';

/**
 * Holds the donation record from the thank-you page's query without rendering
 * it. Afterwards the query is dropped from the address bar: names, e-mail and street address
 * should not stay in the browser history or travel on in a shared or bookmarked link.
 */
export const useDonationRecord = (search: string) => {
  const record = useRef<DonationRecord | null>(null);
  useEffect(() => {
    record.current = parseDonationRecord(search);
    if (window.location.search) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
    }
  }, [search]);
  return record;
};
