import { apiRequest } from '../../lib/api-client';

// Spec points 3 and 7: POST /volunteer; the answer is not read (spec point 8 shows a fixed text).

export interface ServicePreferences {
  womensSupportTeam: boolean;
  mobileClinicTeam: boolean;
  socialMediaTeam: boolean;
  writingTeam: boolean;
  postAbortiveHealingTeam: boolean;
  communityActionTeam: boolean;
  noIdea: boolean;
  other: boolean;
  otherDesc: string;
}

export interface VolunteerRequest {
  fullname: string;
  email: string;
  phone: string;
  city: string;
  servicePreferences: ServicePreferences;
}

export const sendVolunteer = (body: VolunteerRequest): Promise<unknown> =>
  apiRequest<unknown>('/volunteer', { method: 'POST', body, messageField: 'message' });
