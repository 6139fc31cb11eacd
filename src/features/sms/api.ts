import type { SmsMessageResponse, SmsSignupRequest, SmsSignupResponse } from '../../../contract';
import { apiRequest, segment } from '../../lib/api-client';

// Spec points 3 and 7: the SMS sign-up, verification and unsubscribe calls.

export type { SmsMessageResponse, SmsSignupRequest, SmsSignupResponse };

export const signUpForTexts = (body: SmsSignupRequest): Promise<SmsSignupResponse> =>
  apiRequest<SmsSignupResponse>('/sms/signup', { method: 'POST', body, messageField: 'message' });

export const verifySmsCode = (code: string): Promise<SmsMessageResponse> =>
  apiRequest<SmsMessageResponse>(`/sms/verify/${segment(code)}`, { messageField: 'message' });

export const unsubscribeFromTexts = (phoneNumber: string): Promise<SmsMessageResponse> =>
  apiRequest<SmsMessageResponse>('/sms/unsubscribe', {
    method: 'POST',
    body: { phoneNumber },
    messageField: 'message',
  });
