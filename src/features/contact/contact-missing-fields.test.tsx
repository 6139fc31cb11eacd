import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { apiPath } from '../../components/form/testing/test-api';
import { setupFormTest } from '../../components/form/testing/form-test';
import { ContactPageContent } from './contact-page-content';

const { clock } = setupFormTest(
  http.post(apiPath('/contact'), () => HttpResponse.json({ message: 'ok' })),
);

const renderContact = (language = 'en') => {
  renderWithI18n(
    <ContactPageContent
      email="info@example.org"
      hotline={{ value: '+18015550142', label: '(801) 555-0142' }}
    />,
    { language },
  );
  clock.passFillTime();
};

/** The list beside the disabled button, as its names read (it comes with the form's rules). */
const missingList = async (intro: string) => {
  const list = (await screen.findByText(intro)).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('what the contact form still needs, beside its disabled button', () => {
  it('names every field still empty; each name takes the focus to its field', async () => {
    renderContact();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    // Nothing before the visitor touches the form (the list loads with its rules).
    expect(screen.queryByText('Still to fill in before sending:')).toBeNull();
    await userEvent.click(screen.getByLabelText('Subject'));
    expect(await missingList('Still to fill in before sending:')).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Subject',
      'Comments',
      'May we send you news and ways to help?',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    expect(await missingList('Still to fill in before sending:')).not.toContain('First name');
  });

  it('counts an address without a dot in its domain as missing, with the form’s own message', async () => {
    renderContact();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example');
    await userEvent.tab();
    expect(
      await screen.findByText('Please enter a valid email address, such as name@example.com.'),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await missingList('Still to fill in before sending:')).toContain('Email'),
    );
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.org');
    await waitFor(async () =>
      expect(await missingList('Still to fill in before sending:')).not.toContain('Email'),
    );
  });

  it('goes once every field is right, and speaks Spanish', async () => {
    renderContact('es');
    await userEvent.click(screen.getByLabelText('Asunto'));
    expect(await missingList('Falta completar antes de enviar:')).toContain('Correo electrónico');
    await userEvent.click(screen.getByRole('button', { name: 'Teléfono' }));
    expect(screen.getByLabelText('Teléfono')).toHaveFocus();
    for (const [label, value] of [
      ['Nombre', 'Ana'],
      ['Apellido', 'Pérez'],
      ['Correo electrónico', 'ana@example.org'],
      ['Teléfono', '801-555-0100'],
      ['Asunto', 'Hola'],
      ['Comentarios', 'Quisiera ayudar.'],
    ])
      await userEvent.type(screen.getByLabelText(label!), value!);
    await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled(),
    );
    expect(screen.queryByText('Falta completar antes de enviar:')).toBeNull();
  });
});
