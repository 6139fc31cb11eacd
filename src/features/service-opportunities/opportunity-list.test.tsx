import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { OpportunityList } from './opportunity-list';
import type { Opportunity } from './types';

beforeAll(installDialogPolyfill);
afterEach(() => window.history.replaceState(null, '', '/service-opportunities/'));

const opportunity = (id: string): Opportunity => ({
  opportunityId: id,
  image: `/images/opportunities/${id}.svg`,
  files: [
    { kind: 'guide', path: `/downloads/${id}-guide.pdf`, bytes: 5052 },
    { kind: 'flyer', path: `/downloads/${id}-flyer.pdf`, bytes: 1_250_000 },
  ],
});
const OPPORTUNITIES = [
  'baby-supply-drive',
  'baby-supply-kit-event',
  'baby-shower',
  'baby-clothes-sorting-party',
].map(opportunity);

describe('Service opportunities', () => {
  it('shows the four projects, each with a button that opens its dialog', async () => {
    const user = userEvent.setup();
    renderWithI18n(<OpportunityList opportunities={OPPORTUNITIES} />, {
      originalPath: '/service-opportunities/',
    });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Baby Supply Drive',
      'Baby Supply Kit Event',
      'Baby Shower',
      'Baby Clothes Sorting Party',
    ]);

    const opener = screen.getByRole('button', { name: 'Learn more about Baby Shower' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Baby Shower' });
    expect(dialog).toHaveAccessibleDescription(/community baby shower/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(window.location.hash).toBe('#baby-shower');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('offers the PDF guide and flyer as downloads, with type and size in their names', async () => {
    const user = userEvent.setup();
    renderWithI18n(<OpportunityList opportunities={OPPORTUNITIES} />);
    await user.click(screen.getByRole('button', { name: 'Learn more about Baby Supply Drive' }));

    const dialog = screen.getByRole('dialog', { name: 'Baby Supply Drive' });
    const guide = within(dialog).getByRole('link', { name: 'Host guide (PDF, 6 kB)' });
    expect(guide).toHaveAttribute('href', '/downloads/baby-supply-drive-guide.pdf');
    expect(guide).toHaveAttribute('download');
    const flyer = within(dialog).getByRole('link', { name: 'Printable flyer (PDF, 1.3 MB)' });
    expect(flyer).toHaveAttribute('href', '/downloads/baby-supply-drive-flyer.pdf');
    expect(flyer).toHaveAttribute('download');
  });

  it('opens the dialog named in the address, as the home page links do', () => {
    window.history.replaceState(null, '', '/service-opportunities/#baby-clothes-sorting-party');
    renderWithI18n(<OpportunityList opportunities={OPPORTUNITIES} />);
    expect(screen.getByRole('dialog', { name: 'Baby Clothes Sorting Party' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('speaks the visitor’s language, sizes included', async () => {
    const user = userEvent.setup();
    renderWithI18n(<OpportunityList opportunities={OPPORTUNITIES} />, { language: 'pt' });
    await user.click(screen.getByRole('button', { name: 'Saiba mais sobre Chá de bebê' }));
    const dialog = screen.getByRole('dialog', { name: 'Chá de bebê' });
    within(dialog).getByRole('link', { name: 'Folheto para imprimir (PDF, 1,3 MB)' });
    within(dialog).getByRole('button', { name: 'Fechar' });
  });
});
