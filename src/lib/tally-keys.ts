/** Where the "Your actions" tally lives in localStorage. */
export const TALLY_KEY = 'your-actions';
/** Sent on `window` after the tally changes in this tab (`storage` covers the other tabs). */
export const TALLY_CHANGED = 'your-actions-changed';

/** True when this browser holds a tally (so its summary is worth loading). */
export const hasTally = (): boolean => {
  try {
    return window.localStorage.getItem(TALLY_KEY) !== null;
  } catch {
    return false;
  }
};
