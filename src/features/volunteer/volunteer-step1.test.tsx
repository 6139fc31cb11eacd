import '../../components/form/testing/web-streams';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi } from '../../components/form/testing/test-api';
import { clearToasts, findToast } from '../../components/form/testing/toasts';
import { CITIES, completeStep1, field, nextButton, renderVolunteer } from './volunteer-test-kit';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20_000);

const api = setupTestApi();
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(async () => {
  jest.restoreAllMocks();
  await clearToasts();
});

describe('volunteer step 1', () => {
  it('starts at 50% with the fields named as the spec names them', () => {
    renderVolunteer();
    const progress = screen.getByRole('progressbar', { name: 'Form progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2');
    expect(field('Full name')).toHaveAttribute('name', 'fullname');
    expect(field('Email')).toHaveAttribute('name', 'email');
    expect(field('Phone')).toHaveAttribute('name', 'phone');
    expect(field('City')).toHaveAttribute('name', 'city');
    expect(nextButton()).toBeDisabled();
  });

  it('offers the Utah cities as type-ahead suggestions', () => {
    const { container } = renderVolunteer();
    const listId = field('City').getAttribute('list')!;
    const options = [...container.querySelectorAll(`datalist#${CSS.escape(listId)} option`)];
    expect(options.map((option) => option.getAttribute('value'))).toEqual(CITIES);
  });

  it('keeps Next disabled while a field is blank after trimming or the city is not in the list', async () => {
    renderVolunteer();
    await userEvent.type(field('Full name'), '   ');
    await userEvent.type(field('Email'), 'mary@example.org');
    await userEvent.type(field('Phone'), '801-555-0188');
    await userEvent.type(field('City'), 'Provoo');
    await userEvent.tab();
    expect(nextButton()).toBeDisabled();
    expect(field('Full name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(field('City')).toHaveAccessibleDescription(
      /Please choose a city from the list of Utah cities\./,
    );
    await userEvent.type(field('Full name'), 'Mary Jensen');
    expect(nextButton()).toBeDisabled();
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Provo');
    expect(nextButton()).toBeEnabled();
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Phone'), '  ');
    expect(nextButton()).toBeDisabled();
  });

  it('says what phone number it expects', async () => {
    renderVolunteer();
    await userEvent.type(field('Phone'), '555-0188');
    await userEvent.tab();
    expect(field('Phone')).toHaveAccessibleDescription(
      'Enter a 10-digit US phone number, for example 801-555-0123. A leading +1 is fine.',
    );
  });

  it('checks the email format', async () => {
    renderVolunteer();
    await userEvent.type(field('Email'), 'mary@');
    await userEvent.tab();
    expect(field('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com.',
    );
  });

  it('accepts a city typed in any case and writes it as the list spells it', async () => {
    renderVolunteer();
    await userEvent.type(field('City'), '  salt LAKE city ');
    await userEvent.tab();
    expect(field('City')).toHaveValue('Salt Lake City');
    expect(field('City')).toHaveAttribute('aria-invalid', 'false');
  });

  it('moves to step 2 at 100% and puts the focus on its heading', async () => {
    renderVolunteer();
    await completeStep1();
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('heading', { name: 'How would you like to help?' })).toHaveFocus();
  });

  it('goes Back to step 1 with the values kept, scrolled to the top', async () => {
    renderVolunteer();
    await completeStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'About you' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(field('Full name')).toHaveValue('Mary Jensen');
    expect(field('City')).toHaveValue('Provo');
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('warns under "Attention" when the cities list is missing, and then takes any city', async () => {
    renderVolunteer([]);
    await findToast(
      'Attention',
      'The list of Utah cities could not be loaded. Please type the name of your city.',
    );
    await completeStep1('Tremonton');
    expect(await api.received()).toHaveLength(0);
  });

  it('speaks Portuguese', () => {
    renderVolunteer(CITIES, 'pt');
    expect(screen.getByRole('heading', { name: 'Sobre você' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Passo 1 de 2');
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });
});
