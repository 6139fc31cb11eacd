import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { SharePanel } from './share-panel';

const VOLUNTEER_ES = 'https://www.prolifeutah.org/es/volunteer/';
type FbqWindow = Window & { fbq?: jest.Mock };

const setShare = (share: Navigator['share'] | undefined) =>
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  delete (window as FbqWindow).fbq;
});

describe('the share panel', () => {
  it('offers the Web Share API where the browser has it, with the page in the visitor’s language', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderWithI18n(<SharePanel action="volunteer" path="/volunteer/" />, { language: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Más formas de compartir' }));
    expect(share).toHaveBeenCalledWith({
      title: '¿Me acompañas?',
      text: 'Acabo de inscribirme en el voluntariado de Pro-Life Utah. ¿Me acompañas?',
      url: VOLUNTEER_ES,
    });
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'Share', {
      method: 'web-share',
      page: VOLUNTEER_ES,
    });
  });

  it('offers no Web Share button where the browser has none', () => {
    setShare(undefined);
    renderWithI18n(<SharePanel action="volunteer" path="/volunteer/" />);
    expect(screen.queryByRole('button', { name: 'More ways to share' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('copies the page’s canonical address and says so in a status message', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    renderWithI18n(<SharePanel action="sms" path="/sms/" />, { language: 'pt' });
    setClipboard(writeText); // after render: userEvent's setup installs its own clipboard
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith('https://www.prolifeutah.org/pt/sms/');
    expect(status).toHaveTextContent('Link copiado.');
    expect(screen.getByRole('textbox', { name: 'Link para compartilhar' })).toHaveValue(
      'https://www.prolifeutah.org/pt/sms/',
    );
  });

  it('says so when the clipboard refuses', async () => {
    renderWithI18n(<SharePanel action="sms" path="/sms/" />);
    setClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The link could not be copied.'),
    );
  });

  it('links to e-mail, Facebook and X with the address and the text, in a new tab', () => {
    const url = 'https://www.prolifeutah.org/action-email/101/';
    const text = 'I just wrote to my Utah legislators. Will you add your voice?';
    renderWithI18n(<SharePanel action="actionEmail" path="/action-email/101/" />);
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/^E-mail/)).toBe(
      `mailto:?subject=${encodeURIComponent('Will you join me?')}&body=${encodeURIComponent(`${text} ${url}`)}`,
    );
    expect(href(/^Facebook/)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    const x = new URL(href(/^X/) ?? '');
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect(Object.fromEntries(x.searchParams)).toEqual({ text, url });
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('takes the focus when it appears after an action, and only then', () => {
    const { unmount } = renderWithI18n(<SharePanel action="donate" path="/donate/" />);
    expect(screen.getByRole('heading', { name: 'Bring a friend' })).not.toHaveFocus();
    unmount();
    renderWithI18n(<SharePanel action="donate" path="/donate/" focusOnMount />);
    expect(screen.getByRole('heading', { name: 'Bring a friend' })).toHaveFocus();
  });

  it.each(['sms', 'volunteer', 'call'] as const)(
    'offers a monthly gift after %s, in the visitor’s language',
    (action) => {
      renderWithI18n(<SharePanel action={action} path="/sms/" />, { language: 'es' });
      const gift = screen.getByRole('link', { name: /^Donar cada mes/ });
      expect(new URL(gift.getAttribute('href') ?? '').searchParams.get('default_interval')).toBe(
        'm',
      );
    },
  );

  it.each(['actionEmail', 'pledge', 'donate'] as const)('offers no gift after %s', (action) => {
    renderWithI18n(<SharePanel action={action} path="/donate/" />);
    expect(screen.queryByRole('link', { name: /^Give monthly/ })).toBeNull();
  });
});
