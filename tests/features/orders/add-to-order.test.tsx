import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as orderKeys from '../../../src/api/keys/orders';
import { OfferSchema } from '../../../src/api/schemas/catalog';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { openOrdersQuery } from '../../../src/features/orders/queries';
import { initI18n } from '../../../src/lib/i18n';
import { createQueryClient } from '../../../src/lib/query-client';
import { useAccountStore } from '../../../src/stores/account-store';
import { useOrdersStore } from '../../../src/domain/orders/editing-store';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import { renderAddToCart } from '../../support/render-add-to-cart';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { anAccount, anOffer } from '../../support/fixtures';
import { answerOnlyWith, server } from '../../support/msw';

// Adding an offer to an order being edited, in a market deployment where the order's supplier is
// not the shop the shopper is browsing now: the change goes to the order's supplier, and the
// order and the open-orders list on screen refetch.

const AGENCY = reference.api.agency_host;
const ORDER_SHOP = { id: 21, api_endpoint: 'https://order-shop.supplier.test/api' };
const BROWSED_SHOP = { id: 14, name: 'Sea Point', api_endpoint: 'https://browsed-shop.supplier.test/api' };
const USER_ID = 501;

// No backend: the order's supplier and the open-orders list answer; any other request fails.
answerOnlyWith();

let requested: string[] = [];
beforeEach(() => {
  initI18n();
  requested = [];
  server.events.on('request:start', ({ request }) => void requested.push(`${request.method} ${request.url}`));
  setDeploymentConfig(
    parseDeploymentConfig({
      ...reference,
      features: { ...reference.features, agency: false, multi_supplier: true },
    }),
  );
  useAccountStore.getState().signIn(anAccount({ id: USER_ID }), 'tok');
  useSuppliersStore.getState().select(BROWSED_SHOP);
  useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077', supplier: ORDER_SHOP });
  server.use(
    http.post(`${ORDER_SHOP.api_endpoint}/api/v1/orders/77/:action`, () =>
      HttpResponse.json({
        status: 'ok',
        out_of_stock: false,
        updated: false,
        payable_amount_error: null,
        modifications: [],
      }),
    ),
    http.get(`${AGENCY}/api/v1/users/${USER_ID}/orders/incomplete`, () =>
      HttpResponse.json({ status: 'ok', orders: [] }),
    ),
  );
});

const offer = OfferSchema.parse(anOffer({ id: 9002, name: 'Beeswax wraps', per_kg: false }));

let detailFetches = 0;

/** What the order screens keep on screen: the order itself and the open-orders list. */
function OrderScreens() {
  const detail = useQuery({
    queryKey: orderKeys.detail(USER_ID, 77),
    queryFn: () => ({ id: 77, fetch: ++detailFetches }),
  });
  const open = useQuery(openOrdersQuery(USER_ID));
  return (
    <p>
      order fetch {detail.data?.fetch ?? 0}, open orders {open.isSuccess ? 'loaded' : 'loading'}
    </p>
  );
}

const openOrdersRequests = () => requested.filter((line) => line.endsWith('/orders/incomplete')).length;

describe('adding to an order being edited', () => {
  it("sends the change to the order's supplier and refetches the order and the open-orders list", async () => {
    detailFetches = 0;
    const queryClient = createQueryClient({ retry: false });
    const user = userEvent.setup();
    renderAddToCart(offer, { queryClient, also: <OrderScreens /> });
    expect(await screen.findByText('order fetch 1, open orders loaded')).toBeInTheDocument();
    expect(openOrdersRequests()).toBe(1);

    const dialog = screen.getByRole('dialog', { name: 'Beeswax wraps' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));

    expect(await screen.findByText('order fetch 2, open orders loaded')).toBeInTheDocument();
    await waitFor(() => expect(openOrdersRequests()).toBe(2));
    expect(requested.filter((line) => line.startsWith('POST'))).toEqual([
      `POST ${ORDER_SHOP.api_endpoint}/api/v1/orders/77/validate_modifications`,
      `POST ${ORDER_SHOP.api_endpoint}/api/v1/orders/77/modify`,
    ]);
    expect(useOrdersStore.getState().editing).toBeNull();
  });

  it('sends the change to the selected supplier when the stored order names none', async () => {
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    server.use(
      http.post(`${BROWSED_SHOP.api_endpoint}/api/v1/orders/77/:action`, () =>
        HttpResponse.json({
          status: 'ok',
          out_of_stock: false,
          updated: false,
          payable_amount_error: null,
          modifications: [],
        }),
      ),
    );
    const queryClient = createQueryClient({ retry: false });
    const user = userEvent.setup();
    let closed = false;
    renderAddToCart(offer, { queryClient, onClose: () => (closed = true) });
    const dialog = screen.getByRole('dialog', { name: 'Beeswax wraps' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(requested.filter((line) => line.startsWith('POST'))).toEqual([
      `POST ${BROWSED_SHOP.api_endpoint}/api/v1/orders/77/validate_modifications`,
      `POST ${BROWSED_SHOP.api_endpoint}/api/v1/orders/77/modify`,
    ]);
  });
});
