import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
} from '../../components/form/testing/test-api';
import { findToast } from '../../components/form/testing/toasts';
import { setupFormTest } from '../../components/form/testing/form-test';
import { ContactPageContent } from './contact-page-content';

const { api, clock } = setupFormTest(
  http.post(apiPath('/contact'), () =>
    HttpResponse.json({ message: 'Thank you for contacting us. We will be in touch.' }),
  ),
);
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
});

const renderContact = (language = 'en') => {
  const view = renderWithI18n(
    <ContactPageContent
      email="info@example.org"
      hotline={{ value: '+18015550142', label: '(801) 555-0142' }}
    />,
    { language },
  );
  clock.passFillTime();
  return view;
};
const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send message' });
const optIn = () =>
  screen.getByRole('radiogroup', { name: 'May we send you news and ways to help?' });

const VALUES: Array<[string, string]> = [
  ['First name', 'Ann'],
  ['Last name', 'Peterson'],
  ['Email', 'ann@example.org'],
  ['Phone', '801-555-0100'],
  ['Subject', 'Baby shower'],
  ['Comments', 'Our ward would like to host a baby shower.'],
];
const fillIn = async (choice: 'Yes' | 'No' = 'Yes') => {
  for (const [label, value] of VALUES) await userEvent.type(field(label), value);
  await userEvent.click(within(optIn()).getByRole('radio', { name: choice }));
};

describe('the contact form', () => {
  it('names each input as the spec does and links the privacy policy beside the form', () => {
    renderContact();
    const names = VALUES.map(([label]) => field(label).getAttribute('name'));
    expect(names).toEqual(['firstName', 'lastName', 'email', 'phone', 'subject', 'comments']);
    expect(
      within(optIn())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['optIn', 'optIn']);
    expect(within(optIn()).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(optIn()).getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-notice/',
    );
  });

  it('keeps Send disabled until every field is filled in and yes or no is chosen', async () => {
    renderContact();
    expect(send()).toBeDisabled();
    for (const [label, value] of VALUES) {
      expect(send()).toBeDisabled();
      await userEvent.type(field(label), value);
    }
    expect(send()).toBeDisabled();
    await userEvent.click(within(optIn()).getByRole('radio', { name: 'No' }));
    expect(send()).toBeEnabled();
    await userEvent.clear(field('Subject'));
    await userEvent.type(field('Subject'), '   ');
    await userEvent.tab();
    expect(send()).toBeDisabled();
    expect(field('Subject')).toHaveAccessibleDescription('Please enter a subject.');
  });

  it('explains each missing field once the visitor leaves it', async () => {
    renderContact();
    for (const [label] of VALUES) await userEvent.click(field(label));
    await userEvent.tab();
    expect(field('First name')).toHaveAccessibleDescription('Please enter your first name.');
    expect(field('Last name')).toHaveAccessibleDescription('Please enter your last name.');
    expect(field('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    expect(field('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(field('Comments')).toHaveAccessibleDescription('Please write your message.');
  });

  it('sends the spec body with optIn as a boolean and the credential headers, thanks, resets and scrolls up', async () => {
    renderContact();
    await fillIn('No');
    await userEvent.click(send());
    await findToast('Success', 'Thank you for contacting us. We will be in touch.');
    const [request] = await api.received();
    expect(request).toMatchObject({ method: 'POST', path: '/contact' });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
    expect(request!.body).toEqual({
      firstName: 'Ann',
      lastName: 'Peterson',
      email: 'ann@example.org',
      phone: '801-555-0100',
      subject: 'Baby shower',
      comments: 'Our ward would like to host a baby shower.',
      optIn: false,
    });
    for (const [label] of VALUES) expect(field(label)).toHaveValue('');
    expect(within(optIn()).getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  // One phone rule for the site; the country code is dropped from what is sent.
  it('accepts a number written 1-801-555-0100 and sends it as 801-555-0100', async () => {
    renderContact();
    await fillIn('No');
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Phone'), '1-801-555-0100');
    await userEvent.click(send());
    await findToast('Success', 'Thank you for contacting us. We will be in touch.');
    expect((await api.received())[0]!.body).toMatchObject({ phone: '801-555-0100' });
  });

  it('refuses a number that is not ten digits and says what it expects, in Spanish too', async () => {
    renderContact('es');
    await userEvent.type(screen.getByLabelText('Teléfono'), '555-0100');
    await userEvent.tab();
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Escriba un número de teléfono de EE.\u00a0UU. con 10 dígitos, por ejemplo 801-555-0123. Puede empezar con +1.',
    );
  });

  it('sends optIn true for yes', async () => {
    renderContact();
    await fillIn('Yes');
    await userEvent.click(send());
    await findToast('Success', 'Thank you for contacting us. We will be in touch.');
    expect(((await api.received())[0]!.body as { optIn: boolean }).optIn).toBe(true);
  });

  it('shows the server message under "Attention" on failure and keeps every value', async () => {
    api.server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json({ message: 'Our mailbox is full.' }, { status: 503 }),
      ),
    );
    renderContact();
    await fillIn('Yes');
    await userEvent.click(send());
    await findToast('Attention', 'Our mailbox is full.');
    for (const [label, value] of VALUES) expect(field(label)).toHaveValue(value);
    expect(within(optIn()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(send()).toBeEnabled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('is busy while sending and sends once however often it is pressed', async () => {
    api.server.use(
      http.post(apiPath('/contact'), async () => {
        await delay(100);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderContact();
    await fillIn();
    await userEvent.click(send());
    expect(send()).toBeDisabled();
    expect(send()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    await userEvent.click(send());
    await findToast('Success', 'Thank you for contacting us. We will be in touch.');
    expect(await api.received()).toHaveLength(1);
  });

  it('drops a submission whose honeypot is filled in: no request', async () => {
    const { container } = renderContact();
    await userEvent.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'x');
    await fillIn();
    await userEvent.click(send());
    expect(
      await screen.findByText('Please check your details and send the form again.'),
    ).toBeVisible();
    expect(await api.received()).toHaveLength(0);
  });

  it('speaks Spanish', () => {
    renderContact('es');
    expect(
      screen.getByRole('radiogroup', { name: '¿Podemos enviarle noticias y formas de ayudar?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lea nuestra política de privacidad' }),
    ).toHaveAttribute('href', '/es/privacy-notice/');
  });
});
