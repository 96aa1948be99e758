import { getDeploymentConfig } from '../../../config/deployment-config';
import { BasketScreen } from '../../../features/checkout/components/basket/basket-screen';
import '../../../features/checkout/strings';

/** /basket: the basket screen; comparing prices across shops is a market-mode feature. */
export function BasketRoute() {
  return <BasketScreen showCompare={!getDeploymentConfig().features.agency} />;
}
