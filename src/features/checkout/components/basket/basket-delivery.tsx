import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import type { UserRef } from '#api/schemas/common.ts';
import { formatDeliveryFee } from '#lib/money.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { cartValidationQuery } from '../../validation-query';

interface Props {
  supplier: SupplierRef;
  user: UserRef;
  lines: readonly CartLine[];
}

/**
 * The delivery fee the supplier works out for this basket and the shopper's checkout choices, once
 * delivery is chosen. Only for a signed-in shopper with a shop chosen: the validate call needs both.
 */
export function BasketDelivery({ supplier, user, lines }: Props) {
  const { t } = useTranslation();
  // The whole checkout state: the query key holds only what the supplier prices with.
  const choices = useCheckoutStore();
  const validation = useQuery(cartValidationQuery({ supplier, user, lines, choices }));
  // Without a delivery choice the supplier prices no delivery (0), which is not 'Free'.
  if (!choices.requires_shipping) {
    return <>{t(choices.dispatch ? 'basket.delivery_none_collect' : 'basket.delivery_at_checkout')}</>;
  }
  if (validation.data) {
    return <>{formatDeliveryFee(validation.data.shipping_cost_in_cents, t('common.free'))}</>;
  }
  // The fee is not essential on this screen: checkout asks again, so a failure is only noted.
  if (validation.isError) return <>{t('basket.delivery_failed')}</>;
  return <>{t('basket.calculating')}</>;
}
