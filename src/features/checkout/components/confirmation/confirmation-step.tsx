import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import type { CartValidation } from '#api/schemas/cart.ts';
import type { UserRef } from '#api/schemas/common.ts';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { QueryStatus } from '#components/query-status.tsx';
import { formatMoney } from '#lib/money.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { translateMessage } from '../../messages';
import { cartValidationQuery } from '../../validation-query';
import { StepHeading } from '../step-heading';
import { DiscountCode } from './discount-code';
import { HowAndWhen } from './how-and-when';
import { OrderLines } from './order-lines';
import { StockNotices } from './stock-notices';
import { Totals } from './totals';
import '../../confirmation.css';

interface Props {
  supplier: SupplierRef;
  user: UserRef;
}

/** Problems that stop the order, in the shopper's words: minimum, dispatch date, stokvel rules. */
function blockingMessages(validation: CartValidation, t: TFunction): string[] {
  return [validation.total_error, validation.dispatch_error, ...validation.stokvel_errors]
    .filter((message): message is string => Boolean(message))
    .map((message) => translateMessage(message, t));
}

/** Step 3: the supplier's check of the basket with the shopper's choices, and the last changes. */
export function ConfirmationStep({ supplier, user }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines = useCartStore((s) => s.items);
  const checkout = useCheckoutStore();
  const query = useQuery(cartValidationQuery({ supplier, user, lines, choices: checkout }));
  const validation = query.data;

  // A basket that failed its check is not validated any more, whatever an earlier check said.
  const failed = query.isError || (validation !== undefined && !validation.items.length);
  useEffect(() => {
    if (failed) useCheckoutStore.getState().patch({ validated_at: null });
  }, [failed]);

  // The step's heading while the check loads or fails too: a page is never without its h1.
  if (!validation)
    return (
      <section className="checkout-step confirmation" aria-labelledby="page-title">
        <StepHeading step="confirmation" />
        <QueryStatus query={query} />
      </section>
    );

  const replaceItems = () => {
    const gone = validation.items.filter((item) => item.out_of_stock).map((item) => item.offer.id);
    useCartStore.getState().removeLines(gone);
    checkout.patch({ validated_at: null });
    void navigate('/basket');
  };
  const acceptPrices = () => {
    const cart = useCartStore.getState();
    validation.items
      .filter((item) => item.price_changed)
      .forEach((item) => cart.setQty(item.offer, item.qty));
  };
  const blocking = blockingMessages(validation, t);
  const canContinue =
    !query.isFetching &&
    !validation.out_of_stock &&
    !validation.updated &&
    blocking.length === 0 &&
    !(checkout.discount_code && validation.discount_code_error);
  const proceed = () => {
    checkout.patch({
      validated_at: new Date().toISOString(),
      credit_in_cents: validation.credit_in_cents,
      shipping_cost_in_cents: validation.shipping_cost_in_cents,
    });
    void navigate('/checkout/payment');
  };
  const bags = checkout.client_config?.bags ? checkout.client_config.bag_price_in_cents : null;

  return (
    <section className="checkout-step confirmation" aria-labelledby="page-title">
      <StepHeading step="confirmation" />
      <StockNotices validation={validation} onReplaceItems={replaceItems} onAcceptPrices={acceptPrices} />
      {blocking.length > 0 && (
        <div className="notice notice--error" role="alert">
          {blocking.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {validation.dispatch_error && (
            <Link to="/checkout/dispatch">{t('checkout_flow.change_dispatch')}</Link>
          )}
        </div>
      )}
      <HowAndWhen />
      <OrderLines items={validation.items} />
      {validation.discount_codes_enabled && (
        <DiscountCode
          error={validation.discount_code_error}
          accepted={validation.discount_code}
          busy={query.isFetching}
        />
      )}
      {bags !== null && (
        <CheckboxField
          label={t('checkout_flow.want_bags', { price: formatMoney(bags) })}
          checked={checkout.requires_bags}
          onCheckedChange={(requires_bags) => checkout.patch({ requires_bags })}
        />
      )}
      <Totals
        validation={validation}
        requiresShipping={checkout.requires_shipping}
        bagPriceInCents={bags !== null && checkout.requires_bags ? bags : null}
      />
      {query.isFetching && <p role="status">{t('checkout_flow.checking')}</p>}
      <div className="button-row">
        <Link
          className="button"
          to={checkout.requires_shipping ? '/checkout/shipping_address' : '/checkout/dispatch'}
        >
          {t('checkout_flow.back')}
        </Link>
        <button type="button" className="button button--primary" disabled={!canContinue} onClick={proceed}>
          {t('checkout_flow.to_payment')}
        </button>
      </div>
    </section>
  );
}
