import type { PledgeRequest, PledgeResponse } from '../../../contract';
import { callApi } from '../../lib/call-api';
import { PERIOD_OF_AMOUNT, STATE_UTAH, toPledgeAmount } from './pledge-terms';

export type { PledgeRequest, PledgeResponse };

/** POST /savealife; the returned uid is the payment's invoice reference. */
export const savePledge = (pledge: PledgeRequest): Promise<PledgeResponse> =>
  callApi('saveALife', { body: pledge });

/** The request body from the form; period follows the amount and the year is not the visitor's choice. */
export const toPledgeRequest = (
  values: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    zip: string;
    comments?: string;
    paidAmount: string;
  },
  pledgeYear: number,
): PledgeRequest => {
  const paidAmount = toPledgeAmount(values.paidAmount);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: STATE_UTAH,
    zip: values.zip.trim(),
    comments: (values.comments ?? '').trim(),
    paidAmount,
    period: PERIOD_OF_AMOUNT[paidAmount],
    pledgeYear,
  };
};
