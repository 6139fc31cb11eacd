import './testing/web-streams';
import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { object, string, type ObjectSchema } from 'yup';
import { renderWithI18n } from '../../test/render-with-i18n';
import { apiRequest } from '../../lib/api-client';
import { SiteForm } from './site-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useSiteForm } from './use-site-form';
import { mockClock } from './testing/mock-clock';
import { apiPath, setupTestApi } from './testing/test-api';
import { clearToasts } from './testing/toasts';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20_000);

const api = setupTestApi(http.post(apiPath('/contact'), () => HttpResponse.json({})));

// The rest of a contact request (the test API checks bodies against the contract).
const REST_OF_CONTACT = {
  ...{ lastName: 'Sample', email: 'ana@example.org', phone: '8015550142' },
  ...{ subject: 'Hello', comments: 'A question.', optIn: false },
};

interface NameValues {
  firstName: string;
}
const nameSchema: ObjectSchema<NameValues> = object({
  firstName: string().trim().required('firstNameRequired'),
});

/** Stands for a feature's `import('./schema')`: it arrives only when the test says so. */
const heldImport = () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(() => arrived.then(() => nameSchema));
  return { load, release: () => act(async () => release()) };
};

const NameForm = ({ load }: { load: () => Promise<ObjectSchema<NameValues>> }) => {
  const kit = useSiteForm({
    schema: load,
    defaultValues: { firstName: '' },
    namespace: 'contact-us',
    send: (values) =>
      apiRequest('/contact', { method: 'POST', body: { ...values, ...REST_OF_CONTACT } }),
    failureTitle: 'attention',
  });
  return (
    <SiteForm kit={kit} footer={<SubmitButton loading={kit.loading}>Send</SubmitButton>}>
      <TextField label="First name" {...kit.fieldProps('firstName')} />
    </SiteForm>
  );
};

let clock: ReturnType<typeof mockClock>;
beforeEach(() => (clock = mockClock()));
afterEach(async () => {
  clock.restore();
  await clearToasts();
});

const renderForm = (load: () => Promise<ObjectSchema<NameValues>>) => {
  renderWithI18n(<NameForm load={load} />);
  clock.passFillTime();
};
const nameField = () => screen.getByLabelText('First name');
const send = () => screen.getByRole('button', { name: 'Send' });

describe('validation loaded on demand', () => {
  it('does not fetch the validation to show the form, and starts on the first touch of it', async () => {
    const held = heldImport();
    renderForm(held.load);
    expect(nameField()).toBeEnabled();
    expect(held.load).not.toHaveBeenCalled();
    await userEvent.click(nameField());
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('holds a submit made before the validation arrives, then validates and sends what was typed', async () => {
    const held = heldImport();
    renderForm(held.load);
    await userEvent.type(nameField(), 'Ana');
    await userEvent.click(send());
    expect(await api.received()).toEqual([]);
    expect(nameField()).toHaveValue('Ana');

    await held.release();
    await waitFor(async () => expect(await api.received()).toHaveLength(1));
    const [request] = await api.received();
    expect(request?.body).toEqual({ firstName: 'Ana', ...REST_OF_CONTACT });
  });

  it('sends nothing when the held submit turns out invalid, and shows the error', async () => {
    const held = heldImport();
    renderForm(held.load);
    await userEvent.type(nameField(), '   ');
    await userEvent.click(send());
    await held.release();
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue('   ');
    expect(await api.received()).toEqual([]);
  });
});
