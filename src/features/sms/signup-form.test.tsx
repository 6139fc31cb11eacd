import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
} from '../../components/form/testing/test-api';
import { findToast } from '../../components/form/testing/toasts';
import { setupFormTest } from '../../components/form/testing/form-test';
import { renderWithI18n } from '../../test/render-with-i18n';
import { SmsWidget } from './sms-widget';
import { renderWidget as renderFresh, signUp, signupButton, smsApi } from './sms-test-kit';

const { api, clock } = setupFormTest(...smsApi);

/** The widget, as a visitor who took their time (past the bot guard's minimum fill time). */
const renderWidget = (language?: string) => {
  const view = renderFresh(language);
  clock.passFillTime();
  return view;
};
const phone = () => screen.getByLabelText('Mobile phone number');
const consent = () => screen.getByRole('checkbox', { name: /send me text alerts/ });

describe('SMS sign-up', () => {
  it('shows the example, leaves room for "+1 (801) 555-0123" and links the terms and privacy notice', () => {
    renderWidget();
    expect(phone()).toHaveAttribute('maxlength', '20');
    expect(phone()).toHaveAttribute('name', 'phoneNumber');
    expect(phone()).toHaveAccessibleDescription('10-digit number, for example 801-555-0123');
    expect(consent()).toHaveAttribute('name', 'textSignup');
    expect(consent()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use/',
    );
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy-notice/',
    );
    const note = consent().getAttribute('aria-describedby')!;
    const text = document.getElementById(note.split(' ')[0]!)!.textContent;
    expect(text).toContain('Message frequency varies');
    expect(text).toContain('Msg & data rates may apply.');
    expect(text).toContain('Reply STOP to cancel, HELP for help.');
  });

  it('keeps Sign up disabled until the number has 10 digits, and says what is expected', async () => {
    renderWidget();
    expect(signupButton()).toBeDisabled();
    await userEvent.type(phone(), '  801555012  ');
    await userEvent.click(consent());
    expect(signupButton()).toBeDisabled();
    expect(phone()).toHaveAccessibleDescription(
      /Enter a 10-digit US phone number, for example 801-555-0123\. A leading \+1 is fine\./,
    );
    await userEvent.clear(phone());
    await userEvent.type(phone(), '8015550123');
    expect(signupButton()).toBeEnabled();
  });

  it('sends textSignup as the visitor set it: false when the box is left unticked', async () => {
    renderWidget();
    await userEvent.type(phone(), '8015550123');
    expect(consent()).not.toBeChecked();
    await userEvent.click(signupButton());
    await screen.findByRole('heading', { name: 'Confirm your number' });
    const [request] = await api.received();
    expect(request!.body).toEqual({ phoneNumber: '801-555-0123', textSignup: false });
  });

  it('says "please wait" in the page language when the server rate-limits the sign-up', async () => {
    api.server.use(
      http.post(apiPath('/sms/signup'), () =>
        HttpResponse.json(
          { message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    renderWidget('es');
    await userEvent.type(screen.getByLabelText('Número de celular'), '8015550123');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    await findToast(
      'Error',
      'Hay demasiadas solicitudes en este momento. Espere un momento e inténtelo de nuevo.',
    );
  });

  it('sends the trimmed number and textSignup true with the three credential headers, then asks for the code', async () => {
    renderWidget();
    await signUp(' 801-555-0123 ');
    const [request] = await api.received();
    expect(request).toMatchObject({ method: 'POST', path: '/sms/signup' });
    expect(request!.body).toEqual({ phoneNumber: '801-555-0123', textSignup: true });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
    expect(screen.getByText(/ending in 0123/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Confirm your number' })).toHaveFocus();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('shows the server message under "Error" when sign-up fails, and keeps what was typed', async () => {
    api.server.use(
      http.post(apiPath('/sms/signup'), () =>
        HttpResponse.json({ message: 'Too many sign-up attempts.' }, { status: 400 }),
      ),
    );
    renderWidget();
    await userEvent.type(phone(), '801-555-0123');
    await userEvent.click(consent());
    await userEvent.click(signupButton());
    await findToast('Error', 'Too many sign-up attempts.');
    expect(phone()).toHaveValue('801-555-0123');
    expect(consent()).toBeChecked();
    expect(signupButton()).toBeEnabled();
  });

  it('is busy while sending and sends once however often it is pressed', async () => {
    api.server.use(
      http.post(apiPath('/sms/signup'), async () => {
        await delay(100);
        return HttpResponse.json({ lastFour: '0123', message: 'sent' });
      }),
    );
    renderWidget();
    await userEvent.type(phone(), '801-555-0123');
    await userEvent.click(consent());
    await userEvent.click(signupButton());
    expect(signupButton()).toBeDisabled();
    expect(signupButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(signupButton());
    await screen.findByRole('heading', { name: 'Confirm your number' });
    expect(await api.received()).toHaveLength(1);
  });

  it('drops a sign-up whose honeypot is filled in: no request', async () => {
    const { container } = renderWidget();
    await userEvent.type(
      container.querySelector<HTMLInputElement>('input[name="website"]')!,
      'spam',
    );
    await userEvent.type(phone(), '801-555-0123');
    await userEvent.click(consent());
    await userEvent.click(signupButton());
    expect(
      await screen.findByText('Please check your details and send the form again.'),
    ).toBeInTheDocument();
    expect(await api.received()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Sign up for text alerts' })).toBeInTheDocument();
  });

  it('speaks Spanish, links the Spanish legal pages and keeps STOP and HELP', () => {
    renderWidget('es');
    expect(
      screen.getByRole('heading', { name: 'Suscríbase a las alertas de texto' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Suscribirme' }).closest('form')!;
    expect(within(form).getByRole('link', { name: 'Términos de uso' })).toHaveAttribute(
      'href',
      '/es/terms-of-use/',
    );
    expect(form.textContent).toContain('Responda STOP para cancelar y HELP para obtener ayuda.');
  });
});

describe('the SMS widget elsewhere', () => {
  it('can sit inside a page section with an h3, as the home page would show it', () => {
    renderWithI18n(<SmsWidget headingLevel={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Sign up for text alerts' }),
    ).toBeInTheDocument();
  });
});
