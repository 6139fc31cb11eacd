import type { ContactRequest } from '../../../contract';
import { callApi } from '../../lib/call-api';

// POST /contact; the answer is not read (the success toast is a fixed text).

export type { ContactRequest };

export const sendContact = (body: ContactRequest): Promise<unknown> => callApi('contact', { body });
