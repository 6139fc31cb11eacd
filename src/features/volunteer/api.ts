import type { ServicePreferences, VolunteerRequest } from '../../../contract';
import { callApi } from '../../lib/call-api';

// POST /volunteer; the answer is not read (the success toast is a fixed text).

export type { ServicePreferences, VolunteerRequest };

export const sendVolunteer = (body: VolunteerRequest): Promise<unknown> =>
  callApi('volunteer', { body });
