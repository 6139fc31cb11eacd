import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { PageErrorBoundary } from './page-error-boundary';

let broken = true;
const Content = () => {
  if (broken) throw new Error('Invalid time value');
  return <p>The page content</p>;
};

beforeEach(() => {
  broken = true;
  // React logs caught render errors; the test is about what the visitor sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderPage = (language: string) =>
  renderWithI18n(
    <>
      <nav aria-label="Main">shell</nav>
      <PageErrorBoundary>
        <Content />
      </PageErrorBoundary>
    </>,
    { language },
  );

describe('a page whose content throws while rendering', () => {
  it('keeps the shell and says so, with a way home', () => {
    renderPage('en');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('speaks the page language', () => {
    renderPage('es');
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió mal en esta página');
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/es/',
    );
  });

  it('shows the content again when a retry succeeds', async () => {
    renderPage('pt');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('The page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
