import '../../components/form/testing/web-streams';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
} from '../../components/form/testing/test-api';
import { findToast } from '../../components/form/testing/toasts';
import { setupFormTest } from '../../components/form/testing/form-test';
import { renderWidget, smsApi } from './sms-test-kit';

const { api, clock } = setupFormTest(...smsApi);

const openUnsubscribe = async () => {
  renderWidget();
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(screen.getByRole('heading', { name: 'Unsubscribe from text alerts' })).toHaveFocus();
  clock.passFillTime();
};
const phone = () => screen.getByLabelText('Mobile phone number');
const submit = () => screen.getByRole('button', { name: 'Unsubscribe' });

describe('SMS unsubscribe', () => {
  it('is toggled by a link and can be cancelled', async () => {
    await openUnsubscribe();
    expect(phone()).toHaveAttribute('name', 'phoneNumber');
    expect(phone()).toHaveAttribute('maxlength', '20');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Sign up for text alerts' })).toHaveFocus();
    expect(await api.received()).toHaveLength(0);
  });

  it('needs the 10 digits of a US number', async () => {
    await openUnsubscribe();
    expect(submit()).toBeDisabled();
    await userEvent.type(phone(), ' 801-555-0 ');
    await userEvent.tab();
    expect(submit()).toBeDisabled();
    expect(phone()).toHaveAccessibleDescription(/Enter a 10-digit US phone number/);
    await userEvent.type(phone(), '12');
    expect(submit()).toBeDisabled();
    await userEvent.type(phone(), '3');
    expect(submit()).toBeEnabled();
  });

  it('sends the number, shows the server message under "Success" and returns to the sign-up form', async () => {
    await openUnsubscribe();
    await userEvent.type(phone(), '801-555-0123');
    await userEvent.click(submit());
    await findToast('Success', 'You have been unsubscribed from text alerts.');
    const [request] = await api.received();
    expect(request).toMatchObject({ method: 'POST', path: '/sms/unsubscribe' });
    expect(request!.body).toEqual({ phoneNumber: '801-555-0123' });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
    expect(screen.getByRole('heading', { name: 'Sign up for text alerts' })).toHaveFocus();
  });

  it('shows the server message under "Error" on failure and keeps the number', async () => {
    api.server.use(
      http.post(apiPath('/sms/unsubscribe'), () =>
        HttpResponse.json({ message: 'We could not find that number.' }, { status: 404 }),
      ),
    );
    await openUnsubscribe();
    await userEvent.type(phone(), '801-555-0123');
    await userEvent.click(submit());
    await findToast('Error', 'We could not find that number.');
    expect(phone()).toHaveValue('801-555-0123');
  });
});
