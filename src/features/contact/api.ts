import type { ContactRequest } from '../../../contract';
import { callApi } from '../../lib/call-api';

// Spec points 3 and 7: POST /contact; the answer is not read (spec point 8 shows a fixed text).

export type { ContactRequest };

export const sendContact = (body: ContactRequest): Promise<unknown> => callApi('contact', { body });
