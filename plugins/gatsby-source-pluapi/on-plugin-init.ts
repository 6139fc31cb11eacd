import type { Reporter } from 'gatsby';
import { ERROR_MAP } from './constants';

// Registered first thing, so that even a failure in the options can use the codes.
export function onPluginInit({ reporter }: { reporter: Pick<Reporter, 'setErrorMap'> }): void {
  reporter.setErrorMap(ERROR_MAP);
}
