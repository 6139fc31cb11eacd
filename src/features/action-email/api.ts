import type { ActionEmail, LegislatorMessage } from '../../../contract';
import { callApi } from '../../lib/call-api';

export type { ActionEmail, LegislatorMessage } from '../../../contract';
export { STATE_UTAH } from '../../../contract/utah';

/**
 * GET /actionemail/{id}; an inactive action email answers HTTP 400. `started`: the same
 * request, already sent by the page's head.
 */
export const fetchActionEmail = (
  id: string,
  signal?: AbortSignal,
  started?: Promise<Response>,
): Promise<ActionEmail> => callApi('actionEmail', { params: { id }, signal, started });

/** POST /actionemail/sender with the legislator message object. */
export const sendLegislatorMessage = (message: LegislatorMessage): Promise<unknown> =>
  callApi('actionEmailSender', { body: message });

/** Numeric ids travel as numbers, as the route parameter names a numbered action email. */
export const actionEmailIdOf = (id: string): number | string =>
  /^\d+$/.test(id) ? Number(id) : id;
