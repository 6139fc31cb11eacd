import { mixed, object, string, type InferType } from 'yup';
import { STATE_UTAH } from './pledge-terms';
import { PLEDGE_LIMITS } from './limits';
import { emailAddress } from '../../lib/email-schema';
import { usPhone } from '../../lib/phone-schema';

// Messages are keys of `errors.*` in the save-a-life namespace (the spec gives no wording).
export const pledgeSchema = object({
  name: string().trim().required('nameRequired').max(PLEDGE_LIMITS.name, 'tooLong'),
  email: emailAddress({ required: 'emailInvalid', invalid: 'emailInvalid' }).max(
    PLEDGE_LIMITS.email,
    'tooLong',
  ),
  // Ten bare digits: the pledge's phone holds 10 characters.
  phone: usPhone({ required: 'phoneInvalid', invalid: 'phoneInvalid' }, 'digits'),
  address: string().trim().required('addressRequired').max(PLEDGE_LIMITS.address, 'tooLong'),
  city: string().trim().required('cityRequired').max(PLEDGE_LIMITS.city, 'tooLong'),
  state: string().oneOf([STATE_UTAH], 'stateUtah').required('stateUtah'),
  zip: string()
    .trim()
    .required('zipInvalid')
    .matches(/^\d{5}$/, 'zipInvalid'),
  comments: string().default(''),
  paidAmount: mixed<'250' | '3000'>().oneOf(['250', '3000']).required(),
  period: string().default(''),
  pledgeYear: string().default(''),
});

export type PledgeFormValues = InferType<typeof pledgeSchema>;
