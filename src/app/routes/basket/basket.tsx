import { useLocation } from 'react-router';
import { MARKETPLACE } from '#api/define.ts';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { BasketScreen } from '#features/checkout/components/basket/basket-screen.tsx';
import { useCheckoutBarSlot } from '../../layout/checkout-bar';
import { useStopEditing } from '../../layout/end-editing';
import { useCatalogueShop } from '../../navigation/catalogue-shop';
import { basketStrings } from '#features/checkout/components/basket/strings.ts';

export const strings = [basketStrings];

/** /basket: the basket screen; comparing prices across shops is a market-mode feature. */
export function BasketRoute() {
  const comparing = useCatalogueShop() === MARKETPLACE;
  // The comparison hands over what it did when the shopper ordered at one of its shops.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const stopEditing = useStopEditing();
  const market = !useDeploymentConfig().features.agency;
  const actionSlot = useCheckoutBarSlot();
  return (
    <BasketScreen
      showCompare={market}
      comparing={comparing}
      notice={typeof notice === 'string' ? notice : undefined}
      onStopEditing={stopEditing}
      actionSlot={actionSlot}
    />
  );
}
