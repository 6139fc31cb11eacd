import { isHumanAnswerRight, parseAnswer } from './human-check';
import { actionEmailIdOf, STATE_UTAH, type LegislatorMessage } from './api';
import type { LegislatorMessageValues } from './schema';

// Apart from the yup schema, which loads only when the visitor starts on the form.

const TEXT_FIELDS = ['fullName', 'email', 'address', 'city', 'zip', 'subject', 'message'] as const;

/** Send is disabled until every field is non-blank and the human check is right. */
export const canSend = (values: Partial<LegislatorMessageValues>): boolean =>
  TEXT_FIELDS.every((field) => (values[field] ?? '').trim() !== '') &&
  isHumanAnswerRight(values.humanAnswer ?? '', values.humanA ?? 0, values.humanB ?? 0);

/** The legislator message the provider expects: trimmed texts, the state fixed, the answer as a number. */
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
  // Fixed, never from the form: the legislators written to are Utah's.
  state: STATE_UTAH,
  subject: values.subject.trim(),
  message: values.message.trim(),
  allowContact: values.allowContact,
  humanAnswer: parseAnswer(values.humanAnswer),
  humanA: values.humanA,
  humanB: values.humanB,
});
