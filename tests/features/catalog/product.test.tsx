import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { handlers } from '../../../src/mocks/handlers/all';
import { setScenario } from '../../../src/mocks/scenarios';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { server } from '../../support/msw';
import { usePreferencesStore } from '../../../src/stores/preferences-store';
import { atSeaPoint, offerRows, title } from './product-fixtures';

// The product page against the real fake backend (tests/setup.ts, the same handlers as dev and e2e):
// reference dataset at Sea Point unless a test says otherwise.

withFreshBackend();

const events: [string, Record<string, unknown>][] = [];
let stopTracking = () => {};
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  configureAnalytics({ enabled: true });
  events.length = 0;
  stopTracking = onTrack((event, params) => events.push([event, params]));
  user = userEvent.setup({ delay: null });
});
afterEach(() => stopTracking());

describe('product page', () => {
  it('with the data saver on, shows no picture until the shopper asks for the product one', async () => {
    usePreferencesStore.getState().setDataLight(true);
    const { container } = await atSeaPoint('/product/2019');
    await title('Smooth peanut butter');
    await screen.findByText(/^From /);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show picture' }));
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show picture' })).not.toBeInTheDocument();
  });

  it('shows the product, a from-price when offers differ, and tracks its own page view', async () => {
    await atSeaPoint('/product/2019');
    await title('Smooth peanut butter');
    expect(await screen.findByText(/^From R \d+\.\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('Nuts & seeds > Nut butters')).toBeInTheDocument();
    expect(offerRows()).toHaveLength(3);
    expect(document.title).toBe('Smooth peanut butter – Zero Waste Pantry');
    expect(events).toContainEqual([
      'page_view',
      expect.objectContaining({ path: '/product/2019', page_type: 'product', product_id: 2019 }),
    ]);
  });

  it('shows no filters for three offers: they took half the screen to choose between few', async () => {
    await atSeaPoint('/product/2019');
    await screen.findByText(/^From /);
    expect(offerRows()).toHaveLength(3);
    expect(screen.queryByRole('search', { name: 'Filter offers' })).not.toBeInTheDocument();
  });

  it('past five offers, filters them by brand, option, unit and pack and by the Find text', async () => {
    // The three offers twice over: more than a phone shows on one screen.
    server.use(
      http.get('*/catalog/v1/products/2019/offers', async ({ request }) => {
        const real = await getResponse(handlers, new Request(request.url));
        const body = (await real?.json()) as { offers: { id: number }[] };
        const offers = [
          ...body.offers,
          ...body.offers.map((offer) => ({ ...offer, id: offer.id + 900_000 })),
        ];
        return Response.json({ status: 'ok', offers });
      }),
    );
    await atSeaPoint('/product/2019');
    await screen.findByText(/^From /);
    const filters = screen.getByRole('search', { name: 'Filter offers' });
    const brand = within(filters).getByRole('combobox', { name: 'Brand' });
    expect(
      within(brand)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All brands', 'Loose & Local', 'Noordhoek Naturals', 'Wild Coast Nut Co.']);
    for (const name of ['Option', 'Unit', 'Pack'])
      expect(within(filters).getByRole('combobox', { name })).toBeInTheDocument();

    await user.selectOptions(brand, 'Noordhoek Naturals');
    expect(offerRows()).toHaveLength(2);
    await user.selectOptions(brand, '');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Unit' }), 'kg');
    expect(offerRows().map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Loose & Local Smooth peanut butter (per kg)',
      'Loose & Local Smooth peanut butter (per kg)',
    ]);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Unit' }), '');

    const find = within(filters).getByRole('searchbox', { name: 'Find Smooth peanut butter' });
    await user.type(find, 'jar');
    expect(offerRows()).toHaveLength(4);
    await user.type(find, ' zz');
    expect(screen.getByText('No offers match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(offerRows()).toHaveLength(6);
    expect(find).toHaveValue('');
  });

  it('labels specials with their promotion end, and low stock with the supplier’s words', async () => {
    await atSeaPoint('/product/1001');
    // The cheapest is weighed: its from-price says what it is per.
    await screen.findByText(/^From R \d+\.\d\d \/ kg$/);
    const special = offerRows().find((row) => within(row).queryByText('Special'));
    expect(special && within(special).getByText(/^Promotion until \d{1,2} \w{3} \d{4}$/)).toBeInTheDocument();
    // Was and now side by side.
    expect(special && within(special).getByText('Was')).toBeInTheDocument();
    expect(screen.getByText(/^Only \d+( kg)? left$/)).toBeInTheDocument();
  });

  it('says out of stock and disables Add when no offer can be bought', async () => {
    await atSeaPoint('/product/2038');
    await title('Trail mix');
    await waitFor(() => expect(screen.getAllByText('Out of stock')).toHaveLength(2));
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('button', { name: /^Add / })).toBeDisabled();
  });

  it('says there are no offers today when the supplier has none', async () => {
    setScenario('empty');
    await atSeaPoint('/product/2019');
    await title('Smooth peanut butter');
    expect(await screen.findByText('No offers today')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('answers an unknown product (404) with not found and a way home', async () => {
    await atSeaPoint('/product/999999');
    await title('Product not found');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(events).toContainEqual(['page_view', expect.objectContaining({ status: 404 })]);
  });

  it("offers a retry when loading fails for any other reason, and 'Try again' brings back everything that failed", async () => {
    setScenario('server_error');
    // The shell's supplier refresh fails as well, and says so in the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await atSeaPoint('/product/2019');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await title('Smooth peanut butter');
    // The offers failed too: they come back with the product.
    await waitFor(() => expect(offerRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith('supplier refresh failed', expect.anything());
  });

  it("tells a connection that failed apart from a server error: 'Can't reach the shop'", async () => {
    server.use(http.get('*/catalog/v1/products/:id', () => Response.error()));
    await atSeaPoint('/product/2019');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Can't reach the shop. Check your connection and try again.",
    );
  });

  it('opens the amount panel for a weighed offer (select_item), then shows its line as a stepper', async () => {
    await atSeaPoint('/product/2019');
    const name = 'Loose & Local Smooth peanut butter (per kg)';
    await user.click(await screen.findByRole('button', { name: `Add ${name} to the basket` }));
    expect(events).toContainEqual([
      'select_item',
      expect.objectContaining({
        item_list_name: 'product',
        items: [expect.objectContaining({ item_name: name })],
      }),
    ]);
    // The shell loads the panel on first use.
    const dialog = await screen.findByRole('dialog', { name });
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    const stepper = await screen.findByRole('group', { name: `${name} in the basket` });
    expect(within(stepper).getByRole('status')).toHaveTextContent('0.250 kg');
  });

  it("adds a counted offer with one tap, and opens the spec's panel from the offer's name", async () => {
    await atSeaPoint('/product/2019');
    const name = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';
    await user.click(await screen.findByRole('button', { name: `Add ${name} to the basket` }));
    const stepper = await screen.findByRole('group', { name: `${name} in the basket` });
    expect(within(stepper).getByRole('status')).toHaveTextContent('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByRole('button', { name: 'Update basket' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('lists the first offers and links to all of them when there are many', async () => {
    // Seven options of one product: more than the page lists before 'See all'.
    server.use(
      http.get('*/catalog/v1/products/2019/offers', async ({ request }) => {
        const real = await getResponse(handlers, new Request(request.url));
        const body = (await real?.json()) as { offers: { id: number }[] };
        const base = body.offers[0];
        const offers = Array.from({ length: 7 }, (_, index) => ({ ...base, id: 9_000 + index }));
        return Response.json({ status: 'ok', offers });
      }),
    );
    await atSeaPoint('/product/2019');
    await user.click(await screen.findByRole('link', { name: 'See all 7 offers' }));
    await title('Offers: Smooth peanut butter');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Back to Smooth peanut butter' })).toHaveAttribute(
      'href',
      '/product/2019',
    );
  });
});
