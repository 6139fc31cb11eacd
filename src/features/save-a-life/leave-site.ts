/** Sends the visitor to another site in this tab (kept apart so tests can watch it). */
export const leaveSiteFor = (url: string): void => {
  window.location.assign(url);
};
