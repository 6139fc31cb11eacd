import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { BillShare } from './bill-ask';

jest.setTimeout(30000);

describe("a bill page's 'Bring a friend' does not say 'Thank you for calling.' before the visitor has called", () => {
  it.each([
    ['en', 'Know someone who cares about this bill?', /Thank you for calling/],
    ['es', '¿Conoce a alguien a quien le interese este proyecto de ley?', /Gracias por llamar/],
    ['pt', 'Conhece alguém que se importe com este projeto de lei?', /Obrigado por ligar/],
  ])('%s: invites a friend to the page and thanks for nothing', async (language, lead, thanks) => {
    renderWithI18n(<BillShare slug="2026gs-hb0088" />, {
      language,
      originalPath: '/legislature/2026gs-hb0088/',
    });
    // The panel's code loads when it is first shown: a busy machine takes more than a second.
    const panel = await screen.findByRole(
      'region',
      { name: /Bring a friend|Invite a alguien|Convide alguém/ },
      { timeout: 10000 },
    );
    expect(panel).toHaveTextContent(lead);
    expect(panel).not.toHaveTextContent(thanks);
    // Nor does the message it sends say the visitor called.
    const x = screen.getByRole('link', { name: /^X/ });
    expect(decodeURIComponent(x.getAttribute('href') ?? '')).not.toMatch(
      /just called|Acabo de llamar|Acabei de ligar/,
    );
  });
});
