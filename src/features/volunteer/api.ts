import type { ServicePreferences, VolunteerRequest } from '../../../contract';
import { callApi } from '../../lib/call-api';

// Spec points 3 and 7: POST /volunteer; the answer is not read (spec point 8 shows a fixed text).

export type { ServicePreferences, VolunteerRequest };

export const sendVolunteer = (body: VolunteerRequest): Promise<unknown> =>
  callApi('volunteer', { body });
