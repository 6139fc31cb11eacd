import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { VolunteerForm } from './volunteer-form';

export const CITIES = ['Provo', 'Salt Lake City', 'Sandy', 'St. George'];

export const renderVolunteer = (cities: string[] = CITIES, language = 'en') =>
  renderWithI18n(<VolunteerForm cities={cities} />, { language });

export const field = (label: string) => screen.getByLabelText(label);
export const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** Step 1 filled in as a visitor would, then Next. */
export const completeStep1 = async (city = 'Provo', phone = '801-555-0188') => {
  await userEvent.type(field('Full name'), 'Mary Jensen');
  await userEvent.type(field('Email'), 'mary@example.org');
  await userEvent.type(field('Phone'), phone);
  await userEvent.type(field('City'), city);
  await userEvent.tab();
  await userEvent.click(nextButton());
  await screen.findByRole('heading', { name: 'How would you like to help?' });
};
