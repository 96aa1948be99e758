import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { CartComparisonSchema } from '../../../src/api/schemas/cart';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { ShopComparison } from '../../../src/features/compare/components/shop-comparison';
import { compareStrings } from '../../../src/features/compare/strings';
import { withStrings } from '../../../src/lib/i18n';
import { anOffer } from '../../support/fixtures';

// How one shop's price for the basket stands against the cheapest full basket.

beforeEach(() => {
  // The comparison route's strings, as the router adds them.
  withStrings({ strings: [compareStrings] });
  setDeploymentConfig(parseDeploymentConfig(reference));
});

const shop = {
  id: 22,
  name: 'Plein Family Grocer',
  image_url: null,
  lat: -33.93,
  lon: 18.42,
  api_endpoint: null,
  closed_text: null,
  disabled: false,
  formatted_address: null,
};

function showShop({ lines, wanted, variance }: { lines: number; wanted: number; variance: number }) {
  const comparison = CartComparisonSchema.parse({
    supplier: shop,
    items: Array.from({ length: lines }, (_, i) => ({ offer: anOffer({ id: 9000 + i }), qty: 1 })),
    subtotal_in_cents: 5_000,
    total_in_cents: 5_000,
    shipping_cost_in_cents: 0,
    total_vs_cheapest_variance_percent: variance,
    percent_value_vs_cheapest: 100 + variance,
    unit_price_varience_over_threshold_count: 0,
    direct_overall_calculation: true,
  });
  // The percentage is the storefront's own, against the cheapest complete basket (rank-shops.ts).
  const ranked = {
    comparison,
    missing: wanted - lines,
    totalCents: 5_000,
    vsCheapest: variance,
    cheapest: false,
  };
  render(
    <ul>
      <ShopComparison shop={ranked} wanted={wanted} delivery="unchosen" onOrderHere={() => undefined} />
    </ul>,
  );
  return screen.getByText('Compared with the cheapest').nextElementSibling;
}

describe('a shop against the cheapest basket', () => {
  it('says how much more a full basket costs', () => {
    expect(showShop({ lines: 3, wanted: 3, variance: 12.5 })).toHaveTextContent('12.5% more');
  });

  it('never calls a basket missing items cheaper: it is not comparable', () => {
    const cell = showShop({ lines: 2, wanted: 5, variance: -28.7 });
    expect(cell).toHaveTextContent('Not comparable: 3 items missing');
    expect(cell).not.toHaveTextContent('less');
  });
});
