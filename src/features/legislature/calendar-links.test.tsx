import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { BillList } from './bill-list';

const HB12 = {
  billId: '2026GS-HB0012',
  label: 'HB 12',
  slug: '2026gs-hb0012',
  title: 'Prenatal Care Access Amendments',
  position: 'support',
  state: 'inCommittee',
  committee: 'House Health and Human Services Committee',
  nextHearing: {
    committee: 'House Health and Human Services Committee',
    start: '2026-02-13T08:00:00-07:00',
    location: '30 House Building',
    url: null,
  },
};

describe("the .ics files were English on every language's page: each page links its language's files", () => {
  it.each([
    ['en', '', 'Subscribe to every hearing (.ics)', /^Add to my calendar \(\.ics\)/],
    ['es', '/es', 'Suscribirse a todas las audiencias (.ics)', /^Agregar a mi calendario/],
    ['pt', '/pt', 'Assinar todas as audiências (.ics)', /^Adicionar/],
  ])('%s', (language, prefix, subscribe, add) => {
    renderWithI18n(<BillList bills={[HB12]} />, { language, originalPath: '/legislature/' });
    expect(screen.getByRole('link', { name: subscribe })).toHaveAttribute(
      'href',
      `${prefix}/legislature/hearings.ics`,
    );
    expect(screen.getByRole('link', { name: add })).toHaveAttribute(
      'href',
      `${prefix}/legislature/2026gs-hb0012/hearing.ics`,
    );
  });
});
