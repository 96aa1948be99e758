import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { configureAnalytics } from '../../../src/analytics/analytics';
import { initI18n } from '../../../src/lib/i18n';
import { createQueryClient } from '../../../src/lib/query-client';
import * as orderKeys from '../../../src/api/keys/orders';
import { useAccountStore } from '../../../src/stores/account-store';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useOrdersStore } from '../../../src/domain/orders/editing-store';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { anAccount } from '../../support/fixtures';
import { answerOnlyWith, server } from '../../support/msw';
import { alerts, counted, open } from './add-to-cart-fixtures';

// The add-to-basket panel while an order is being edited: its Add sends the change to the order.

const HOST = reference.api.agency_host;
// No backend: a test answers the calls it expects, and any other request fails.
answerOnlyWith();

beforeEach(() => {
  initI18n();
  setDeploymentConfig(parseDeploymentConfig(reference));
});
afterEach(() => configureAnalytics({ enabled: false }));

describe('adding while an order is being edited', () => {
  const result = (flags: Record<string, unknown> = {}) => ({
    status: 'ok',
    out_of_stock: false,
    updated: false,
    payable_amount_error: null,
    modifications: [],
    ...flags,
  });

  it('validates, then modifies the order with one idempotency key, and ends editing mode', async () => {
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    const calls: { path: string; body: unknown; key: string | null }[] = [];
    server.use(
      http.post(`${HOST}/api/v1/orders/:id/:action`, async ({ request, params }) => {
        calls.push({
          path: `${String(params.id)}/${String(params.action)}`,
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json(result());
      }),
    );
    const item = counted();
    const { user, dialog, onClose } = open(item);
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const body = { modifications: [{ action: 'add', offer_id: 9002, qty: 1 }] };
    expect(calls.map(({ path, body: sent }) => [path, sent])).toEqual([
      ['77/validate_modifications', body],
      ['77/modify', body],
    ]);
    expect(calls[1]?.key).toMatch(/.{8,}/);
    expect(useOrdersStore.getState().editing).toBeNull();
    expect(useCartStore.getState().items).toEqual([]);
    expect(alerts()).toEqual(['Added to order ZWP-0077']);
    // Back on the order, which shows what was added.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/orders/77'));
  });

  it('refreshes the changed order and the open-orders list', async () => {
    useAccountStore.getState().signIn(anAccount({ id: 501 }), 'tok');
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    server.use(http.post(`${HOST}/api/v1/orders/:id/:action`, () => HttpResponse.json(result())));
    const queryClient = createQueryClient({ retry: false });
    const order = orderKeys.detail(501, 77);
    const open_ = orderKeys.open(501);
    queryClient.setQueryData(order, { id: 77 });
    queryClient.setQueryData(open_, { status: 'ok', orders: [] });
    const { user, dialog, onClose } = open(counted(), queryClient);
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(queryClient.getQueryState(order)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(open_)?.isInvalidated).toBe(true);
  });

  it('stays in editing mode and says why when the supplier flags the change', async () => {
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    const modify = vi.fn();
    server.use(
      http.post(`${HOST}/api/v1/orders/:id/validate_modifications`, () =>
        HttpResponse.json(result({ out_of_stock: true })),
      ),
      http.post(`${HOST}/api/v1/orders/:id/modify`, () => {
        modify();
        return HttpResponse.json(result());
      }),
    );
    const { user, dialog, onClose } = open(counted());
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some newly added items have gone out of stock',
    );
    expect(modify).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(useOrdersStore.getState().editing).not.toBeNull();
  });
});
