import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
} from '../../components/form/testing/test-api';
import { findToast } from '../../components/form/testing/toasts';
import { setupFormTest } from '../../components/form/testing/form-test';
import { LegislatorMessageForm } from './legislator-message-form';

const EMAIL = {
  title: 'Support HB 123',
  dtUpdated: '2026-01-22T15:00:00.000Z',
  actionEmail: '<p>I ask you to vote yes on HB 123 for Utah mothers.</p>',
};

/** Holds the API's answers until the test releases them, to look at the loading state. */
let gate: Promise<void> = Promise.resolve();
let release = () => {};
const holdAnswers = () => {
  gate = new Promise((resolve) => {
    release = resolve;
  });
};

const { api, clock } = setupFormTest(
  http.post(apiPath('/actionemail/sender'), async ({ request }) => {
    const body = (await request.json()) as { fullName: string };
    await gate;
    if (body.fullName === 'Fail Smith')
      return HttpResponse.json({ message: 'Mail relay is down.' }, { status: 502 });
    return HttpResponse.json({ message: 'Message sent.' });
  }),
);

afterEach(async () => {
  release();
  gate = Promise.resolve();
  jest.restoreAllMocks();
});

const input = (label: string | RegExp) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send' });
const digits = (): [number, number] => {
  const [, a, b] = /what is (\d) \+ (\d)\?/.exec(
    screen.getByText(/^Human check:/).textContent ?? '',
  )!;
  return [Number(a), Number(b)];
};

const fillValid = async (fullName = 'Mary Smith') => {
  await userEvent.type(input('Full name'), fullName);
  await userEvent.type(input('E-mail'), 'mary@example.org');
  await userEvent.type(input('Street address'), '350 N State St');
  await userEvent.type(input('City'), 'Salt Lake City');
  await userEvent.type(input('Zip code'), '84103');
  const [a, b] = digits();
  await userEvent.type(input(/Human check/), String(a + b));
};

/** Replaces a field's value in one go (long texts) and leaves it, so it counts as touched. */
const setValue = async (label: string | RegExp, value: string) => {
  const element = input(label);
  await userEvent.clear(element);
  if (value) {
    element.focus();
    await userEvent.paste(value);
  }
  await userEvent.tab();
};

const render = () => renderWithI18n(<LegislatorMessageForm actionEmailId="101" email={EMAIL} />);

describe('the legislator message form', () => {
  // label, the exact message the spec words, a too short (or wrong) and a too long value
  it.each<[string, string, string, string]>([
    ['Full name', 'Full name is required.', 'Amy', 'A'.repeat(31)],
    ['E-mail', 'Valid email is required.', 'a@b.co', `${'a'.repeat(35)}@b.org`],
    ['E-mail', 'Valid email is required.', 'not-an-email', 'also@not@email'],
    ['Street address', 'Address is required.', '1 Main St', 'A'.repeat(61)],
    ['City', 'City is required.', 'Oz', 'A'.repeat(31)],
    ['Zip code', 'Zip is required.', '8410', '841034'],
    // The product shows the zip message for the subject: kept on purpose.
    ['Subject', 'Zip is required.', '   ', 'S'.repeat(301)],
    [
      'Message',
      'Sufficient comments are needed to effectively have your voice heard.',
      'Too short to count',
      'A'.repeat(2001),
    ],
  ])(
    '%s says "%s" when blank, too short or wrong, and too long',
    async (label, message, short, long) => {
      render();
      for (const bad of ['', short, long]) {
        await setValue(label, bad);
        expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
        expect(input(label)).toHaveAttribute('aria-invalid', 'true');
        expect(input(label)).toHaveAttribute('data-state', 'invalid');
      }
    },
  );

  it('says "Asnwer is required or your answer is wrong." for a blank or wrong human check', async () => {
    render();
    const [a, b] = digits();
    for (const bad of ['', String(a + b + 1), 'ten']) {
      await setValue(/Human check/, bad);
      expect(input(/Human check/)).toHaveAccessibleDescription(
        expect.stringContaining('Asnwer is required or your answer is wrong.'),
      );
    }
  });

  it('accepts the boundaries and styles touched fields as valid', async () => {
    render();
    const ok: Array<[string | RegExp, string]> = [
      ['Full name', 'Amyx'],
      ['Full name', 'A'.repeat(30)],
      ['E-mail', 'a@b.com'],
      ['Street address', '1 Main St.'],
      ['Street address', 'A'.repeat(60)],
      ['City', 'Ogd'],
      ['City', 'A'.repeat(30)],
      ['Zip code', '84103'],
      ['Subject', 'S'.repeat(300)],
      ['Message', 'Exactly twenty chars'],
      ['Message', 'M'.repeat(2000)],
    ];
    for (const [label, value] of ok) {
      await setValue(label, value);
      expect(input(label)).toHaveAttribute('aria-invalid', 'false');
      expect(input(label)).toHaveAttribute('data-state', 'valid');
    }
  });

  it('keeps Send disabled until every field is filled in and the human check is right', async () => {
    render();
    expect(send()).toBeDisabled();
    await fillValid();
    expect(send()).toBeEnabled();
    const [a, b] = digits();
    await setValue(/Human check/, String(a + b + 1));
    expect(send()).toBeDisabled();
    await setValue(/Human check/, String(a + b));
    await setValue('Subject', '   ');
    expect(send()).toBeDisabled();
  });

  it('has allow-contact on by default, and the state is Utah without an input', () => {
    render();
    expect(screen.getByRole('switch', { name: /may contact me/ })).toBeChecked();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Utah')).toBeInTheDocument();
  });

  it('previews the greeting, recipient and signature around the message', async () => {
    render();
    expect(screen.getByText('Dear Legislator,')).toBeInTheDocument();
    expect(
      screen.getByText(/your Utah State House representative and Senator/),
    ).toBeInTheDocument();
    await fillValid();
    const signature = screen.getByRole('group', { name: 'Signature' });
    expect(signature).toHaveTextContent(
      'Sincerely,Mary Smith350 N State StSalt Lake City, UT 84103',
    );
  });

  it('says on a page in English nothing about the language the message goes out in', () => {
    render();
    expect(screen.queryByText(/is sent in English/)).toBeNull();
  });

  it('tells a visitor reading Spanish that the message goes out in English, as previewed', async () => {
    renderWithI18n(<LegislatorMessageForm actionEmailId="101" email={EMAIL} />, {
      language: 'es',
    });
    expect(screen.getByText(/^Su mensaje se envía en inglés/)).toBeInTheDocument();
    expect(screen.getByText('Dear Legislator,')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Mensaje')).toHaveValue(
      'I ask you to vote yes on HB 123 for Utah mothers.',
    );
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'María Pérez');
    expect(screen.getByRole('group', { name: 'Firma' })).toHaveTextContent(
      /^Sincerely,María Pérez/,
    );
  });

  it('sends the legislator message object, toasts "Message sent." and starts again with new digits', async () => {
    const random = jest.spyOn(Math, 'random');
    random.mockReturnValueOnce(0.1).mockReturnValueOnce(0.5); // 1 + 0 = 1 and 1 + 4 = 5
    render();
    random.mockReturnValue(0.99);
    expect(digits()).toEqual([1, 5]);
    await fillValid();
    await userEvent.click(screen.getByRole('switch', { name: /may contact me/ }));
    clock.passFillTime();
    holdAnswers();
    await userEvent.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    expect(send()).toHaveAttribute('aria-busy', 'true');
    release();
    await findToast('Success', 'Message sent.');

    const [request] = await api.received();
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/actionemail/sender');
    expect(request!.body).toEqual({
      actionEmailId: 101,
      fullName: 'Mary Smith',
      email: 'mary@example.org',
      address: '350 N State St',
      city: 'Salt Lake City',
      zip: '84103',
      state: 'UT',
      subject: 'Support HB 123',
      message: 'I ask you to vote yes on HB 123 for Utah mothers.',
      allowContact: false,
      humanAnswer: 6,
      humanA: 1,
      humanB: 5,
    });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);

    // The form gives way to what follows a send, and returns only when asked for.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('heading', { name: 'Send your message' })).toHaveFocus();
    expect(input('Full name')).toHaveValue('');
    expect(input('Zip code')).toHaveValue('');
    expect(input(/Human check/)).toHaveValue('');
    expect(digits()).toEqual([9, 9]);
    expect(input('Subject')).toHaveValue('Support HB 123');
    expect(screen.getByRole('switch', { name: /may contact me/ })).toBeChecked();
  });

  it('on failure shows the "Error" toast with the server message and keeps every value', async () => {
    render();
    await fillValid('Fail Smith');
    await setValue('Message', 'My own words for my own legislators.');
    clock.passFillTime();
    await userEvent.click(send());
    await findToast('Error', 'Mail relay is down.');
    expect(input('Full name')).toHaveValue('Fail Smith');
    expect(input('Message')).toHaveValue('My own words for my own legislators.');
    expect(input(/Human check/)).not.toHaveValue('');
    expect(send()).toBeEnabled();
  });

  it('sends a form filled in faster than 3 s (autofill) once they are over, without asking to check the details', async () => {
    render();
    await fillValid();
    await userEvent.click(send());
    expect(await api.received()).toHaveLength(0);
    clock.passFillTime();
    await findToast('Success', 'Message sent.');
    expect(screen.queryByText('Please check your details and send the form again.')).toBeNull();
    // One message sent (the next step may already be looking up the legislators).
    const sent = (await api.received()).filter((call) => call.path === '/actionemail/sender');
    expect(sent).toHaveLength(1);
  });

  it('speaks Portuguese, keeping the spec meaning of each message', async () => {
    renderWithI18n(<LegislatorMessageForm actionEmailId="101" email={EMAIL} />, { language: 'pt' });
    await setValue('Nome completo', 'Ana');
    expect(input('Nome completo')).toHaveAccessibleDescription('O nome completo é obrigatório.');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});
