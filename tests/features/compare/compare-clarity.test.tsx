import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { CartComparisonSchema, type CartComparison } from '../../../src/api/schemas/cart';
import { OfferSchema } from '../../../src/api/schemas/catalog';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { lineFor, useCartStore } from '../../../src/domain/basket/cart-store';
import { useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import { CompareScreen } from '../../../src/features/compare/components/compare-screen';
import type { DeliveryBasis } from '../../../src/features/compare/rank-shops';
import { compareStrings } from '../../../src/features/compare/strings';
import { withStrings } from '../../../src/lib/i18n';
import { formatMoney } from '../../../src/lib/money';
import { getState } from '../../../src/mocks/db/state';
import { anOffer } from '../../support/fixtures';
import { lineOf } from '../../support/basket';
import { renderApp } from '../../support/render-app';

// The comparison a shopper can trust: a shop that sells less is never shown as the cheapest, and
// delivery is in the totals only when the shopper chose delivery (decision 041).

const SELLABLES = [7001, 7002, 7003];
const offers = SELLABLES.map((sellable, i) =>
  OfferSchema.parse(
    anOffer({ id: 9100 + i, per_kg: false, sellable: { ...anOffer().sellable, id: sellable } }),
  ),
);
const lines = offers.map((offer) => lineFor(offer, 1));

function shopAnswer(
  id: number,
  name: string,
  sells: number,
  money: { subtotal: number; shipping: number },
): CartComparison {
  return CartComparisonSchema.parse({
    supplier: {
      id,
      name,
      image_url: null,
      lat: -33.93,
      lon: 18.42,
      api_endpoint: null,
      closed_text: null,
      disabled: false,
      formatted_address: null,
    },
    items: offers
      .slice(0, sells)
      .map((offer) => ({ offer: anOffer({ ...offer, supplier: { id, name, image_url: null } }), qty: 1 })),
    subtotal_in_cents: money.subtotal,
    shipping_cost_in_cents: money.shipping,
    // As the marketplace answers: delivery in every total, its own order and percentages.
    total_in_cents: money.subtotal + money.shipping,
    total_vs_cheapest_variance_percent: -27.2,
    percent_value_vs_cheapest: 100,
    unit_price_varience_over_threshold_count: 0,
    direct_overall_calculation: sells === SELLABLES.length,
  });
}

// In the marketplace's order: the shop missing two items first, as its total is the lowest.
const ANSWER = [
  shopAnswer(22, 'Plein Family Grocer', 1, { subtotal: 20_592, shipping: 3_000 }),
  shopAnswer(23, 'Bellville Bulk Traders', 2, { subtotal: 25_000, shipping: 5_000 }),
  shopAnswer(21, 'Khaya Fresh Market', 3, { subtotal: 29_385, shipping: 3_000 }),
  shopAnswer(24, 'Claremont Wholefoods Co-op', 3, { subtotal: 30_000, shipping: 0 }),
];

beforeEach(() => {
  withStrings({ strings: [compareStrings] });
  setDeploymentConfig(parseDeploymentConfig(reference));
});

function showComparison(delivery: DeliveryBasis) {
  const comparison = {
    data: { comparisons: ANSWER, cheapest: null },
    status: 'success',
    isSuccess: true,
  } as unknown as UseQueryResult<{ comparisons: CartComparison[]; cheapest: null }>;
  render(
    <MemoryRouter>
      <CompareScreen
        comparison={comparison}
        shopper={{ locating: false }}
        lines={lines}
        debug={false}
        delivery={delivery}
        onOrderHere={() => undefined}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('list', { name: 'Shops' })).getAllByRole('listitem');
}

const nameOf = (card: HTMLElement) => within(card).getByRole('heading', { level: 2 }).textContent;
/** The definition of `term` on a shop's card, if the card has that term. */
const fact = (card: HTMLElement, term: string) =>
  within(card)
    .getAllByRole('term')
    .find((dt) => dt.textContent === term)?.nextElementSibling;

describe('a shop missing items', () => {
  it('comes after every complete basket, even though cheaper, greyed with how many are missing', () => {
    const cards = showComparison('unchosen');
    expect(cards.map(nameOf)).toEqual([
      'Khaya Fresh Market',
      'Claremont Wholefoods Co-op',
      'Bellville Bulk Traders',
      'Plein Family Grocer',
    ]);
    const plein = cards[3]!;
    const total = fact(plein, 'Total')!;
    expect(total).toHaveTextContent(`${formatMoney(20_592)} 2 missing`);
    expect(total.parentElement).toHaveClass('compare-shop__total--partial');
    expect(fact(plein, 'Compared with the cheapest')).toHaveTextContent('Not comparable: 2 items missing');
    expect(within(cards[2]!).getByText('1 missing')).toBeVisible();
    // A complete basket's total stands out; it has nothing missing beside it.
    expect(fact(cards[0]!, 'Total')!.parentElement).not.toHaveClass('compare-shop__total--partial');
    expect(within(cards[0]!).queryByText(/missing/)).toBeNull();
  });

  it('is never labelled the cheapest: only the cheapest complete basket is', () => {
    const cards = showComparison('unchosen');
    expect(within(cards[0]!).getByText('Cheapest')).toBeVisible();
    expect(screen.getAllByText('Cheapest')).toHaveLength(1);
    expect(within(cards[0]!).getByRole('button', { name: 'Order here at Khaya Fresh Market' })).toHaveClass(
      'button--primary',
    );
  });
});

describe('delivery in the totals', () => {
  it('leaves delivery out of a collection basket’s totals', () => {
    const cards = showComparison('collection');
    expect(screen.getByText('You chose collection: totals leave out delivery.')).toBeVisible();
    const khaya = cards[0]!;
    expect(fact(khaya, 'Total')).toHaveTextContent(formatMoney(29_385));
    expect(fact(khaya, 'Delivery')).toBeUndefined();
    expect(fact(cards[1]!, 'Compared with the cheapest')).toHaveTextContent('2.1% more');
  });

  it('adds each shop’s delivery fee to a delivery basket’s totals, which can change the cheapest', () => {
    const cards = showComparison('delivery');
    expect(screen.getByText('You chose delivery: totals include each shop’s delivery fee.')).toBeVisible();
    expect(cards.map(nameOf).slice(0, 2)).toEqual(['Claremont Wholefoods Co-op', 'Khaya Fresh Market']);
    expect(within(cards[0]!).getByText('Cheapest')).toBeVisible();
    const khaya = cards[1]!;
    expect(fact(khaya, 'Delivery')).toHaveTextContent(formatMoney(3_000));
    expect(fact(khaya, 'Total')).toHaveTextContent(formatMoney(32_385));
  });

  it('shows the fee apart, out of the totals, until the shopper chooses', () => {
    const cards = showComparison('unchosen');
    expect(
      screen.getByText(
        'Totals leave out delivery. Delivery fees are added at checkout if you choose delivery.',
      ),
    ).toBeVisible();
    expect(fact(cards[0]!, 'Delivery, if you choose it')).toHaveTextContent(formatMoney(3_000));
    expect(fact(cards[0]!, 'Total')).toHaveTextContent(formatMoney(29_385));
  });
});

describe('the comparison follows the checkout’s dispatch choice', () => {
  // Two of Khaya Fresh Market's counted offers on sale now, priced at every shop by the fake backend.
  const market = () =>
    [...getState('market').offers.values()]
      .filter((o) => o.supplier_id === 21 && o.published && !o.out_of_stock_at && !o.per_kg && !o.stokvel)
      .slice(0, 2)
      .map((o) => ({ ...lineOf(o, 1), sellable_id: o.sellable_id }));

  async function totals(dispatch: { dispatch: string; requires_shipping: boolean }) {
    await renderApp({
      deployment: 'market',
      user: 'demo',
      route: '/basket/compare',
      before: () => {
        useCartStore.setState({ items: market() });
        useCheckoutStore.getState().patch(dispatch);
      },
    });
    const shops = await screen.findByRole('list', { name: 'Shops' });
    const cents = (text: string | null | undefined) =>
      Math.round(Number(/[\d ]+\.\d\d/.exec(text ?? '')?.[0].replace(/ /g, '')) * 100);
    return within(shops)
      .getAllByRole('listitem')
      .map((card) => ({
        subtotal: cents(fact(card, 'Subtotal')?.textContent),
        delivery: fact(card, 'Delivery')?.textContent,
        total: cents(fact(card, 'Total')?.textContent),
      }));
  }

  it('prices a collection basket without delivery', async () => {
    const shops = await totals({ dispatch: 'COLLECT', requires_shipping: false });
    expect(screen.getByText('You chose collection: totals leave out delivery.')).toBeVisible();
    for (const shop of shops) {
      expect(shop.delivery).toBeUndefined();
      expect(shop.total).toBe(shop.subtotal);
    }
  });

  it('prices a delivery basket with each shop’s fee', async () => {
    const shops = await totals({ dispatch: 'PICUP', requires_shipping: true });
    const fees = shops.map((shop) =>
      shop.delivery === 'Free' ? 0 : Math.round(Number(shop.delivery?.replace(/[^\d.]/g, '')) * 100),
    );
    expect(fees.some((fee) => fee > 0)).toBe(true);
    shops.forEach((shop, i) => expect(shop.total).toBe(shop.subtotal + fees[i]!));
  });
});
