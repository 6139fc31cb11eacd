// "Your actions": what this visitor has done here, kept in this browser only. This
// module is in the form pages' first scripts, so it holds one function: the store itself
// (action-tally.ts) is fetched the first time something is recorded.

import type { ActionKind } from './action-kinds';

export type { ActionKind };

/**
 * Counts one action. Never rejects: a blocked storage must not spoil a successful form. Settles
 * once counted, or after a second at most, so a page about to leave the site can wait for it.
 */
export const recordAction = (kind: ActionKind): Promise<void> =>
  Promise.race([
    import(/* webpackChunkName: "your-actions" */ './action-tally')
      .then(({ addToTally }) => addToTally(kind))
      .catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, 1000)),
  ]);
