import type { SmsSignupRequest } from '../../contract';
import type { Handler } from './handler';
import type { SandboxContext } from '../api-context';
import { digitsOf } from '../sms-store';

const MIN_PHONE_DIGITS = 10;
const SHORT_NUMBER = 'Please enter a phone number with at least 10 digits.';

/** Digits of the body's phone number when it has enough of them. */
const phoneDigits = (body: unknown): string | undefined => {
  const digits = digitsOf((body as Pick<SmsSignupRequest, 'phoneNumber'>).phoneNumber);
  return digits.length >= MIN_PHONE_DIGITS ? digits : undefined;
};

export const smsHandlers = ({ sms, config }: SandboxContext) =>
  ({
    smsSignup: async (request, reply) => {
      const digits = phoneDigits(request.body);
      if (!digits) return reply.code(400).send({ message: SHORT_NUMBER });
      const code = sms.signup(digits);
      if (code === null) {
        return reply.code(429).send({
          message: 'Too many sign-up attempts for this number. Please try again in a few minutes.',
        });
      }
      const lastFour = digits.slice(-4);
      // The sandbox sends no SMS: the code goes to the console (and to /__sandbox/sms/last-code).
      config.log(`[sandbox] SMS code for ***${lastFour}: ${code}`);
      return { lastFour, message: `We sent a 6-digit code to the number ending in ${lastFour}.` };
    },
    smsVerify: async (request, reply) => {
      if (!sms.verify(request.params.code?.trim() ?? '')) {
        return reply.code(400).send({ message: 'That code is not valid or has expired.' });
      }
      return { message: 'Your number is verified. Thank you for signing up for text alerts!' };
    },
    smsUnsubscribe: async (request, reply) => {
      if (!phoneDigits(request.body)) return reply.code(400).send({ message: SHORT_NUMBER });
      return { message: 'You have been unsubscribed from text alerts.' };
    },
  }) satisfies Record<string, Handler>;
