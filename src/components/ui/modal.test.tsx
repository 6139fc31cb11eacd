import React, { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { Modal } from './modal';

beforeAll(installDialogPolyfill);

const Harness = () => {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Show details
      </button>
      <button type="button">Somewhere else</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Baby Shower"
        description={<p>Guests bring a gift.</p>}
        closeLabel="Close"
        returnFocusRef={opener}
      >
        <a href="/guide.pdf">Guide</a>
      </Modal>
    </>
  );
};

describe('Modal', () => {
  it('opens on click with its title and description, and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show details' }));

    const dialog = screen.getByRole('dialog', { name: 'Baby Shower' });
    expect(dialog).toHaveAccessibleDescription('Guests bring a gift.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));

    await user.tab();
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus();
  });
});
