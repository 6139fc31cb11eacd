import { boolean, number, object, string, type InferType } from 'yup';
import { isHumanAnswerRight } from './human-check';
import { emailAddress } from '../../lib/email-schema';

// The spec's messages, word for word. Each message is a key of `errors.*` in the action-email
// namespace; its English value is the spec's text, typos and the subject's "Zip" included.
export const legislatorMessageSchema = object({
  fullName: string().trim().required('fullName').min(4, 'fullName').max(30, 'fullName'),
  email: emailAddress({ required: 'email', invalid: 'email' }).min(7, 'email').max(40, 'email'),
  address: string().trim().required('address').min(10, 'address').max(60, 'address'),
  city: string().trim().required('city').min(3, 'city').max(30, 'city'),
  zip: string().trim().required('zip').length(5, 'zip'),
  subject: string().trim().required('subject').max(300, 'subject'),
  message: string().trim().required('message').min(20, 'message').max(2000, 'message'),
  humanAnswer: string()
    .required('humanAnswer')
    .test('sum', 'humanAnswer', function isSum(answer) {
      const { humanA, humanB } = this.parent as { humanA: number; humanB: number };
      return isHumanAnswerRight(answer, humanA, humanB);
    }),
  humanA: number().integer().min(1).max(9).required(),
  humanB: number().integer().min(1).max(9).required(),
  allowContact: boolean().required(),
});

export type LegislatorMessageValues = InferType<typeof legislatorMessageSchema>;
