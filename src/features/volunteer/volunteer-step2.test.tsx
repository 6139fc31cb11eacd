import '../../components/form/testing/web-streams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
  setupTestApi,
} from '../../components/form/testing/test-api';
import { clearToasts, findToast } from '../../components/form/testing/toasts';
import { mockClock } from '../../components/form/testing/mock-clock';
import { completeStep1, field, renderVolunteer } from './volunteer-test-kit';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20_000);

const api = setupTestApi(
  http.post(apiPath('/volunteer'), () =>
    HttpResponse.json({ message: 'Thank you for volunteering! Our team will contact you soon.' }),
  ),
);
let clock: ReturnType<typeof mockClock>;
beforeEach(() => {
  clock = mockClock();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await clearToasts();
});

const SUCCESS = "Thank you for wanting to join our team! You'll be hearing from us shortly.";
const teams = () => screen.getByRole('group', { name: 'Teams you are interested in' });
const box = (name: RegExp) => within(teams()).getByRole('checkbox', { name });
const otherDesc = () => field('Describe how else you would like to help');
const send = () => screen.getByRole('button', { name: 'Send' });

const reachStep2 = async () => {
  renderVolunteer();
  await completeStep1('salt lake city');
  clock.passFillTime();
};

describe('volunteer step 2', () => {
  // One phone rule for the site; the country code is dropped from what is sent.
  it('accepts a number written with +1 and sends it as 801-555-0188', async () => {
    renderVolunteer();
    await completeStep1('Provo', '+1 (801) 555-0188');
    clock.passFillTime();
    await userEvent.click(box(/Mobile clinic team/));
    await userEvent.click(send());
    await findToast('Success', SUCCESS);
    const [request] = await api.received();
    expect(request!.body).toMatchObject({ phone: '801-555-0188' });
  });

  it('offers the eight preferences, named as the spec names them', async () => {
    await reachStep2();
    const names = within(teams())
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.getAttribute('name'));
    expect(names).toEqual([
      'womensSupportTeam',
      'mobileClinicTeam',
      'socialMediaTeam',
      'writingTeam',
      'postAbortiveHealingTeam',
      'communityActionTeam',
      'noIdea',
      'other',
    ]);
    expect(box(/Women's support team/)).not.toBeChecked();
  });

  it('requires at least one preference, and focuses the group', async () => {
    await reachStep2();
    await userEvent.click(send());
    expect(teams()).toHaveAccessibleDescription(
      /Please choose at least one way you would like to help\./,
    );
    expect(box(/Women's support team/)).toHaveFocus();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    await userEvent.click(box(/Writing team/));
    expect(teams()).not.toHaveAccessibleDescription(/Please choose at least one/);
    expect(await api.received()).toHaveLength(0);
  });

  it('enables the description only with "other", and then requires it non-blank', async () => {
    await reachStep2();
    expect(otherDesc()).toBeDisabled();
    await userEvent.click(box(/Something else/));
    expect(otherDesc()).toBeEnabled();
    expect(otherDesc()).toHaveAttribute('name', 'otherDesc');
    await userEvent.type(otherDesc(), '   ');
    await userEvent.click(send());
    expect(otherDesc()).toHaveAccessibleDescription(
      'Please describe how else you would like to help.',
    );
    expect(otherDesc()).toHaveFocus();
    await userEvent.click(box(/Something else/));
    expect(otherDesc()).toBeDisabled();
    expect(screen.queryByText('Please describe how else you would like to help.')).toBeNull();
    expect(await api.received()).toHaveLength(0);
  });

  it('sends the spec body with the credential headers, thanks the visitor, offers to share and starts again at step 1', async () => {
    await reachStep2();
    await userEvent.click(box(/Mobile clinic team/));
    await userEvent.click(box(/Something else/));
    await userEvent.type(otherDesc(), ' Driving moms to appointments ');
    await userEvent.click(send());
    await findToast('Success', SUCCESS);
    const [request] = await api.received();
    expect(request).toMatchObject({ method: 'POST', path: '/volunteer' });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
    expect(request!.body).toEqual({
      fullname: 'Mary Jensen',
      email: 'mary@example.org',
      phone: '801-555-0188',
      city: 'Salt Lake City',
      servicePreferences: {
        womensSupportTeam: false,
        mobileClinicTeam: true,
        socialMediaTeam: false,
        writingTeam: false,
        postAbortiveHealingTeam: false,
        communityActionTeam: false,
        noIdea: false,
        other: true,
        otherDesc: 'Driving moms to appointments',
      },
    });
    // The share panel appears above step 1 and takes the focus.
    // The panel's code loads when it is first shown: wait for it, then for its focus.
    const shareHeading = await screen.findByRole('heading', { name: 'Bring a friend' });
    await waitFor(() => expect(shareHeading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'About you' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(field('Full name')).toHaveValue('');
    expect(field('City')).toHaveValue('');
  });

  it('shows the server message under "Attention" on failure and keeps every value', async () => {
    api.server.use(
      http.post(apiPath('/volunteer'), () =>
        HttpResponse.json(
          { message: 'Please fill in the required fields: phone.' },
          { status: 400 },
        ),
      ),
    );
    await reachStep2();
    await userEvent.click(box(/I'm not sure yet/));
    await userEvent.click(send());
    await findToast('Attention', 'Please fill in the required fields: phone.');
    expect(box(/I'm not sure yet/)).toBeChecked();
    expect(send()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Full name')).toHaveValue('Mary Jensen');
    expect(field('City')).toHaveValue('Salt Lake City');
  });

  it('disables Send while sending and sends once', async () => {
    api.server.use(
      http.post(apiPath('/volunteer'), async () => {
        await delay(100);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await reachStep2();
    await userEvent.click(box(/Writing team/));
    await userEvent.click(send());
    expect(send()).toBeDisabled();
    expect(send()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(send());
    await findToast('Success', SUCCESS);
    expect(await api.received()).toHaveLength(1);
  });

  it('drops a submission whose honeypot is filled in: no request', async () => {
    renderVolunteer();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    await userEvent.type(honeypot, 'http://spam.example');
    await completeStep1();
    clock.passFillTime();
    await userEvent.click(box(/Writing team/));
    await userEvent.click(send());
    expect(
      await screen.findByText('Please check your details and send the form again.'),
    ).toBeVisible();
    expect(await api.received()).toHaveLength(0);
  });
});
