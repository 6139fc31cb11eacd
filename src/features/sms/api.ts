import type { SmsMessageResponse, SmsSignupRequest, SmsSignupResponse } from '../../../contract';
import { callApi } from '../../lib/call-api';

// The SMS sign-up, verification and unsubscribe calls.

export type { SmsMessageResponse, SmsSignupRequest, SmsSignupResponse };

export const signUpForTexts = (body: SmsSignupRequest): Promise<SmsSignupResponse> =>
  callApi('smsSignup', { body });

export const verifySmsCode = (code: string): Promise<SmsMessageResponse> =>
  callApi('smsVerify', { params: { code } });

export const unsubscribeFromTexts = (phoneNumber: string): Promise<SmsMessageResponse> =>
  callApi('smsUnsubscribe', { body: { phoneNumber } });
