import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as catalogKeys from '#api/keys/catalog.ts';
import type { CartComparison } from '#api/schemas/cart.ts';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { basketAtShop } from '#features/compare/basket-at-shop.ts';
import { comparisonQuery } from '#features/compare/compare-query.ts';
import { useDeliveryBasis } from '#features/compare/delivery-basis.ts';
import { CompareScreen } from '#features/compare/components/compare-screen.tsx';
import { useShopperPosition } from '#features/suppliers/use-shopper-position.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { compareStrings } from '#features/compare/strings.ts';

export const strings = [compareStrings];

/**
 * `/basket/compare` (and its debug form): the basket priced at the shops near the shopper (the
 * suppliers feature finds where that is). Ordering at one moves the basket there: that shop's own
 * offers of the same items, what it lacks named on the basket the shopper lands on.
 */
export function CompareRoute({ debug = false }: { debug?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lines = useCartStore((state) => state.items);
  const userId = useAccountStore((state) => state.account?.id ?? 0);
  const shopper = useShopperPosition(useDeploymentConfig().map);
  const delivery = useDeliveryBasis();
  const comparison = useQuery({
    ...comparisonQuery({ userId, lines, position: shopper.position, debug }),
    enabled: lines.length > 0,
  });

  const orderHere = (entry: CartComparison) => {
    const { lines: moved, missing } = basketAtShop(entry, lines);
    const shop = entry.supplier;
    useCartStore.getState().replace(moved);
    // Another shop's catalogue is another cache, as when the shopper picks a shop themselves.
    queryClient.removeQueries({ queryKey: catalogKeys.all });
    useSuppliersStore.getState().select({ id: shop.id, name: shop.name, api_endpoint: shop.api_endpoint });
    const notice = missing.length
      ? t('compare.moved_missing', { shop: shop.name, items: missing.join(', ') })
      : t('compare.moved', { shop: shop.name });
    void navigate('/basket', { state: { notice } });
  };

  return (
    <CompareScreen
      shopper={{ locate: shopper.supported ? shopper.locate : undefined, locating: shopper.locating }}
      comparison={comparison}
      lines={lines}
      debug={debug}
      delivery={delivery}
      onOrderHere={orderHere}
    />
  );
}

/** `/basket/compare_debug`: the comparison with the theoretical cheapest basket. */
export function CompareDebugRoute() {
  return <CompareRoute debug />;
}
