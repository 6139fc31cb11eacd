import '../../components/form/testing/web-streams';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
} from '../../components/form/testing/test-api';
import { findToast } from '../../components/form/testing/toasts';
import { setupFormTest } from '../../components/form/testing/form-test';
import { renderWidget, signUp, smsApi } from './sms-test-kit';

const { api, clock } = setupFormTest(...smsApi);

/** Signed up, with the verification form on screen; the request log starts empty. */
const reachVerification = async (phone = '801-555-0123', textAlerts = true) => {
  renderWidget();
  clock.passFillTime();
  await signUp(phone, { textAlerts });
  clock.passFillTime();
  return (await api.received()).length;
};
const code = () => screen.getByLabelText('Verification code');
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('SMS verification', () => {
  it('accepts exactly 6 characters after trimming', async () => {
    await reachVerification();
    expect(code()).toHaveAttribute('name', 'code');
    expect(verify()).toBeDisabled();
    await userEvent.type(code(), '12345');
    await userEvent.tab();
    expect(code()).toHaveAccessibleDescription(/The code has exactly 6 characters\./);
    expect(verify()).toBeDisabled();
    await userEvent.type(code(), '67');
    expect(verify()).toBeDisabled();
    await userEvent.clear(code());
    await userEvent.type(code(), '  123456 ');
    expect(verify()).toBeEnabled();
  });

  it('verifies the trimmed code, shows the server message under "Success", offers to share and returns to an empty sign-up form', async () => {
    const before = await reachVerification();
    await userEvent.type(code(), ' 123456 ');
    await userEvent.click(verify());
    await findToast('Success', 'Your number is verified.');
    const request = (await api.received())[before]!;
    expect(request).toMatchObject({ method: 'GET', path: '/sms/verify/123456' });
    expect(credentialsOf(request.headers)).toEqual(expectedCredentials);
    // The share panel appears and takes the focus, the sign-up form waits below it.
    // The panel's code loads when it is first shown: wait for it, then for its focus.
    const shareHeading = await screen.findByRole('heading', { name: 'Bring a friend' });
    await waitFor(() => expect(shareHeading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Sign up for text alerts' })).toBeVisible();
    expect(screen.getByLabelText('Mobile phone number')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /send me text alerts/ })).not.toBeChecked();
  });

  it('encodes the code as one path segment', async () => {
    const before = await reachVerification();
    await userEvent.type(code(), '12/4?6');
    await userEvent.click(verify());
    await findToast('Error', 'That code is not valid or has expired.');
    expect((await api.received())[before]!.path).toBe('/sms/verify/12%2F4%3F6');
  });

  it('shows the server message under "Error" for a wrong code and keeps it', async () => {
    await reachVerification();
    await userEvent.type(code(), '654321');
    await userEvent.click(verify());
    await findToast('Error', 'That code is not valid or has expired.');
    expect(code()).toHaveValue('654321');
    expect(screen.getByText(/ending in 0123/)).toBeVisible();
  });

  // A resend once sent textSignup true whatever the visitor had chosen.
  it.each([
    ['without text alerts', false],
    ['with text alerts', true],
  ])('resends exactly the sign-up the visitor sent (%s)', async (_, textAlerts) => {
    const before = await reachVerification('801-555-4567', textAlerts);
    const [signup] = (await api.received()).slice(before - 1);
    expect(signup!.body).toEqual({ phoneNumber: '801-555-4567', textSignup: textAlerts });
    clock.advance(30_000);
    await userEvent.click(
      await enabled(() => screen.getByRole('button', { name: 'Send a new code' })),
    );
    await screen.findByText('We sent a new code to the number ending in 4567.');
    const [resent] = (await api.received()).slice(before);
    expect(resent).toMatchObject({ method: 'POST', path: '/sms/signup' });
    expect(resent!.body).toEqual({ phoneNumber: '801-555-4567', textSignup: textAlerts });
  });

  it('offers a new code after a 30 s countdown, at most 3 times', async () => {
    const before = await reachVerification('(801) 555-4567');
    const resend = () => screen.getByRole('button', { name: 'Send a new code' });
    expect(resend()).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
    for (let round = 1; round <= 3; round += 1) {
      clock.advance(30_000);
      await userEvent.click(await enabled(resend));
      await screen.findByText('We sent a new code to the number ending in 4567.');
    }
    const requests = (await api.received()).slice(before);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({ method: 'POST', path: '/sms/signup' });
      expect(request.body).toEqual({ phoneNumber: '801-555-4567', textSignup: true });
    }
    expect(await screen.findByText(/We have sent all the codes we can for now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('goes back to the sign-up form to use a different number', async () => {
    await reachVerification();
    await userEvent.click(screen.getByRole('button', { name: 'Use a different number' }));
    expect(screen.getByRole('heading', { name: 'Sign up for text alerts' })).toHaveFocus();
  });

  // The sandbox answers 429 after too many sign-ups; the widget shows it like any failure.
  it('shows a failed resend under "Error"', async () => {
    await reachVerification();
    api.server.use(
      http.post(apiPath('/sms/signup'), () =>
        HttpResponse.json({ message: 'Too many sign-up attempts.' }, { status: 400 }),
      ),
    );
    clock.advance(30_000);
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await userEvent.click(await enabled(() => resend));
    await findToast('Error', 'Too many sign-up attempts.');
  });
});

/** Waits until the button is enabled (the countdown ticks every 250 ms). */
async function enabled(button: () => HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(button()).toBeEnabled());
  return button();
}
