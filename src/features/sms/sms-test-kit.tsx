import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { apiPath } from '../../components/form/testing/test-api';
import { SmsWidget } from './sms-widget';

// Shared by the SMS widget's tests: the API as the contract describes it, and the sign-up step.

export const smsApi = [
  http.post(apiPath('/sms/signup'), async ({ request }) => {
    const { phoneNumber } = (await request.json()) as { phoneNumber: string };
    const lastFour = phoneNumber.replace(/\D/g, '').slice(-4);
    return HttpResponse.json({ lastFour, message: `Code sent to ${lastFour}.` });
  }),
  http.get(apiPath('/sms/verify/:code'), ({ params }) =>
    params.code === '123456'
      ? HttpResponse.json({ message: 'Your number is verified.' })
      : HttpResponse.json({ message: 'That code is not valid or has expired.' }, { status: 400 }),
  ),
  http.post(apiPath('/sms/unsubscribe'), () =>
    HttpResponse.json({ message: 'You have been unsubscribed from text alerts.' }),
  ),
];

export const renderWidget = (language = 'en') => renderWithI18n(<SmsWidget />, { language });

export const signupButton = () => screen.getByRole('button', { name: 'Sign up' });

/** Fills in the sign-up form as a visitor would and sends it, asking for text alerts or not. */
export const signUp = async (phone = '801-555-0123', { textAlerts = true } = {}) => {
  await userEvent.type(screen.getByLabelText('Mobile phone number'), phone);
  if (textAlerts)
    await userEvent.click(screen.getByRole('checkbox', { name: /send me text alerts/ }));
  await userEvent.click(signupButton());
  await screen.findByRole('heading', { name: 'Confirm your number' });
};
