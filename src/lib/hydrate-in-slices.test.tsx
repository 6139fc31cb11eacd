import React, { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateInSlices } from './hydrate-in-slices';

const Counter = () => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
};

// Gatsby's page shell: #___gatsby holds #gatsby-focus-wrapper, which holds the page.
const mountShell = (pageHtml: string): HTMLElement => {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${pageHtml}</div></div>`;
  return document.getElementById('___gatsby')!;
};

const App = () => (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

describe('hydrateInSlices', () => {
  it('makes the server-rendered page work, keeping its markup', async () => {
    const root = mountShell(renderToString(<Counter />));
    const serverButton = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => hydrateInSlices(<App />, root));
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(serverButton);
  });

  it('renders a page whose server-rendered body is empty (a client-only page)', async () => {
    const root = mountShell('');
    await act(async () => hydrateInSlices(<App />, root));
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
  });

  it('renders into an empty element of its own, such as gatsby develop’s loading indicator, and unmounts it', async () => {
    const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mountShell(renderToString(<p>The page</p>));
    const indicator = document.createElement('first-render-loading-indicator');
    document.body.append(indicator);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = hydrateInSlices(<Counter />, indicator);
    });
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    act(() => unmount());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Hydrating the empty element instead would have reported a mismatch.
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
  });
});
