import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// In a market deployment an order's changes go to the shop that holds it, found by a second call.
// When that call fails the page must not show the order with its actions silently missing.

it('says the order could not be loaded, with a retry, while the shop holding it cannot be found', async () => {
  let shopDown = true;
  server.use(
    // Undefined falls through to the fake backend once the shop answers again.
    http.get(`*/catalog/v1/suppliers/${KHAYA_FRESH.id}`, () =>
      shopDown ? HttpResponse.json({ status: 'error' }, { status: 500 }) : undefined,
    ),
  );
  // No shop chosen: the navigation's refresh of the chosen shop would ask for it too.
  await renderApp({ deployment: 'market', user: 'demo', route: `/orders/1002` });
  expect(await screen.findByText('Something went wrong, try again')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();

  shopDown = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-001002' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reorder' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Rate this order' })).toBeInTheDocument();
});
