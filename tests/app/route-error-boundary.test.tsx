import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { RouteErrorBoundary } from '../../src/app/error-boundary';
import { initI18n } from '../../src/lib/i18n';

// A screen that fails says what happened, with the way on that fits it.

function renderFailing(error: unknown) {
  const Failing = (): never => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Failing />, errorElement: <RouteErrorBoundary /> },
  ]);
  render(<RouterProvider router={router} />);
}

const apiError = (kind: 'http' | 'network', status: number | null = null) =>
  new ApiError(`catalog.getProduct: ${kind}`, { kind, status, operation: 'catalog.getProduct' });

beforeEach(() => {
  initI18n();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => document.getElementById('splash')?.remove());

describe('the route error boundary', () => {
  it('answers a 404 with not found and the way home', async () => {
    renderFailing(apiError('http', 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('tells a connection that failed apart from a server error', async () => {
    renderFailing(apiError('network'));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the shop");
    // A page like any other: its heading is where focus and screen readers land.
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('offers a reload when a newer build removed the screen’s code', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/product-abc.js'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A newer version of the shop is ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('says something went wrong for a server error, with a retry', async () => {
    renderFailing(apiError('http', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('takes the splash away so the error page can be read and used', async () => {
    // index.html's splash covers the page until the app takes it away.
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="splash" class="splash" role="status"><span class="splash__text">Loading…</span></div>',
    );
    renderFailing(apiError('http', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(document.getElementById('splash')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
