import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { withFreshBackend } from '../mocks/handlers-helpers';
import { SEA_POINT } from '../support/fixtures';
import { server } from '../support/msw';
import { renderApp } from '../support/render-app';

// The shopper's side of a refused cross-origin redirect (cross-origin-redirect.test.ts): the page
// says something went wrong and offers a retry, and never shows what the other origin said.

withFreshBackend();

it('shows the error with a retry, not the other origin’s category, and recovers', async () => {
  let redirecting = true;
  server.use(
    http.get('*/catalog/v1/categories/201', () =>
      redirecting
        ? new HttpResponse(null, { status: 302, headers: { Location: 'https://elsewhere.test/c/201' } })
        : undefined,
    ),
    http.get('https://elsewhere.test/c/201', () =>
      HttpResponse.json({
        status: 'ok',
        category: { id: 201, name: 'Sold elsewhere', image_url: null, categories: [], products: [] },
      }),
    ),
  );
  await renderApp({ supplier: SEA_POINT, route: '/category/201' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong, try again');
  expect(screen.queryByText('Sold elsewhere')).toBeNull();

  redirecting = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Grains & rice' })).toBeVisible();
});
