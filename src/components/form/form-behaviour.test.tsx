import './testing/web-streams';
import React, { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { apiRequest } from '../../lib/api-client';
import { Loader } from '../ui/loader';
import { SubmitButton } from './submit-button';
import { FormStatus } from './form-status';
import { useBotGuard, HONEYPOT_NAME } from './use-bot-guard';
import { useSubmission } from './use-submission';
import { mockClock } from './testing/mock-clock';
import { apiPath, setupTestApi } from './testing/test-api';

const api = setupTestApi(
  http.post(apiPath('/contact'), async () => {
    await delay(50);
    return HttpResponse.json({ message: 'ok' });
  }),
);

const CONTACT = {
  ...{ firstName: 'Ana', lastName: 'Sample', email: 'ana@example.org', phone: '8015550142' },
  ...{ subject: 'Hello', comments: 'A question.', optIn: false },
};

/** The smallest form that follows the kit's conventions. */
const GuardedForm = () => {
  const guard = useBotGuard();
  const { loading, run } = useSubmission();
  const [status, setStatus] = useState('');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (guard.isBot()) return setStatus('dropped');
    void run(async () => {
      await guard.waitForFillTime();
      await apiRequest('/contact', { method: 'POST', body: CONTACT });
      setStatus('sent');
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <guard.Honeypot />
      <SubmitButton loading={loading}>Send</SubmitButton>
      <FormStatus message={status} />
    </form>
  );
};

let clock: ReturnType<typeof mockClock>;
beforeEach(() => {
  clock = mockClock();
});
afterEach(() => clock.restore());

describe('SubmitButton', () => {
  it('keeps its label, disables itself, shows it is busy and announces sending while loading', () => {
    const { unmount } = renderWithI18n(<SubmitButton>Send</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    unmount();
    renderWithI18n(<SubmitButton loading>Send</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
  });

  it('can be disabled without loading, and speaks Spanish', () => {
    renderWithI18n(
      <SubmitButton disabled loading={false}>
        Enviar
      </SubmitButton>,
      { language: 'es' },
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('FormStatus and Loader', () => {
  it('are polite live regions carrying their text', () => {
    renderWithI18n(
      <>
        <FormStatus message="Please correct the highlighted fields." />
        <Loader label="Loading articles" />
      </>,
    );
    const [status, loader] = screen.getAllByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Please correct the highlighted fields.');
    expect(loader).toHaveTextContent('Loading articles');
  });
});

describe('the bot guard', () => {
  it('hides the honeypot from people: off the tab order, no autofill, hidden from assistive technology', () => {
    const { container } = renderWithI18n(<GuardedForm />);
    const honeypot = container.querySelector(`input[name="${HONEYPOT_NAME}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends a form filled in at human speed', async () => {
    renderWithI18n(<GuardedForm />);
    clock.passFillTime();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(await api.received()).toHaveLength(1);
  });

  it('sends a form sent within 3 seconds of appearing (autofill) once the 3 s are over, without a word', async () => {
    renderWithI18n(<GuardedForm />);
    clock.advance(1000);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(await api.received()).toHaveLength(0);
    clock.advance(2000);
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(screen.queryByText('dropped')).toBeNull();
    expect(await api.received()).toHaveLength(1);
  });

  it('drops a form whose honeypot was filled in, before any request', async () => {
    const { container } = renderWithI18n(<GuardedForm />);
    clock.passFillTime();
    await userEvent.type(
      container.querySelector(`input[name="${HONEYPOT_NAME}"]`)!,
      'https://spam.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('dropped')).toBeInTheDocument();
    expect(await api.received()).toHaveLength(0);
  });
});

describe('useSubmission', () => {
  it('makes a double submit impossible: one request for two quick submits', async () => {
    renderWithI18n(<GuardedForm />);
    clock.passFillTime();
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    // Two submit events in the same tick, before React can disable the button.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(await api.received()).toHaveLength(1);
  });
});
