import { boolean, number, object, string, type InferType } from 'yup';
import { isHumanAnswerRight, parseAnswer } from './human-check';
import { actionEmailIdOf, type LegislatorMessage } from './api';

// Spec point 5, word for word. Each message is a key of `errors.*` in the action-email
// namespace; its English value is the spec's text, typos and the subject's "Zip" included.
export const legislatorMessageSchema = object({
  fullName: string().trim().required('fullName').min(4, 'fullName').max(30, 'fullName'),
  email: string().trim().required('email').min(7, 'email').max(40, 'email').email('email'),
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

const TEXT_FIELDS = ['fullName', 'email', 'address', 'city', 'zip', 'subject', 'message'] as const;

/** Spec point 5: Send is disabled until every field is non-blank and the human check is right. */
export const canSend = (values: Partial<LegislatorMessageValues>): boolean =>
  TEXT_FIELDS.every((field) => (values[field] ?? '').trim() !== '') &&
  isHumanAnswerRight(values.humanAnswer ?? '', values.humanA ?? 0, values.humanB ?? 0);

/** The legislator message object of spec point 3: trimmed texts, the answer as a number. */
export const toSenderRequest = (
  actionEmailId: string,
  values: LegislatorMessageValues,
): LegislatorMessage => ({
  actionEmailId: actionEmailIdOf(actionEmailId),
  fullName: values.fullName.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  city: values.city.trim(),
  zip: values.zip.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
  allowContact: values.allowContact,
  humanAnswer: parseAnswer(values.humanAnswer),
  humanA: values.humanA,
  humanB: values.humanB,
});
