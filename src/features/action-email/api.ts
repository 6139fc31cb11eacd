import { apiRequest, segment } from '../../lib/api-client';

/** Spec point 3, "Action email": `actionEmail` is HTML, sanitised before it is shown. */
export interface ActionEmail {
  title: string;
  dtUpdated: string;
  actionEmail: string;
}

/** Spec point 3, "Legislator message". The state is Utah and is never sent. */
export interface LegislatorMessage {
  actionEmailId: number | string;
  fullName: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  subject: string;
  message: string;
  allowContact: boolean;
  humanAnswer: number;
  humanA: number;
  humanB: number;
}

/** GET /actionemail/{id}; an inactive action email answers HTTP 400 (spec point 4). */
export const fetchActionEmail = (id: string, signal?: AbortSignal): Promise<ActionEmail> =>
  apiRequest<ActionEmail>(`/actionemail/${segment(id)}`, { signal });

/** POST /actionemail/sender with the legislator message object. */
export const sendLegislatorMessage = (message: LegislatorMessage): Promise<unknown> =>
  apiRequest<unknown>('/actionemail/sender', { method: 'POST', body: message });

/** Numeric ids travel as numbers, as the route parameter names a numbered action email. */
export const actionEmailIdOf = (id: string): number | string =>
  /^\d+$/.test(id) ? Number(id) : id;
