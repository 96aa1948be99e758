import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserRef } from '#api/schemas/common.ts';
import type { Order } from '#api/schemas/order.ts';
import type { Supplier } from '#api/schemas/supplier.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { ServerForm } from '#components/server-form.tsx';
import { SubmitButton } from '#components/ui/submit-button.tsx';
import { focusChoices, RadioChoices } from '#components/ui/radio-choices.tsx';
import { formatMoney } from '#lib/money.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import {
  CREDIT_PROVIDER,
  paymentOptionsFor,
  paysOnline,
  type PaymentProvider,
} from '#api/payment-options.ts';
import { registerBody, usePlaceOrderOnce } from '../../place-order';
import { cartValidationQuery } from '../../validation-query';
import { StepHeading } from '../step-heading';
import { BankDetails } from '#components/bank-details/bank-details.tsx';
import { DebtorCardNotice, type DebtorCardState } from './debtor-card-notice';

interface Props {
  supplier: Supplier;
  user: UserRef;
  isDemo: boolean;
  /** The shopper's accepted debtor card at this shop, if any (the route reads the account). */
  debtorCard: DebtorCardState | null;
  onPlaced: (order: Order) => Promise<void> | void;
  /** Another tab placed this checkout's order: the shopper is taken to it. */
  onPlacedElsewhere: (orderId: number) => Promise<void> | void;
}

/** Step 4: how the shopper pays, then the order is registered (exactly once). */
export function PaymentStep({ supplier, user, isDemo, debtorCard, onPlaced, onPlacedElsewhere }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const lines = useCartStore((s) => s.items);
  const checkout = useCheckoutStore();
  const query = useQuery(cartValidationQuery({ supplier, user, lines, choices: checkout }));
  const place = usePlaceOrderOnce(onPlaced, onPlacedElsewhere);
  const [missing, setMissing] = useState(false);
  const options = paymentOptionsFor(
    checkout.client_config,
    checkout.requires_shipping,
    checkout.shipping_provider,
    debtorCard !== null,
  );
  const validation = query.data;
  if (!validation) return <QueryStatus query={query} />;

  // Spec: a credit checkout when the store credit covers the whole order.
  const creditCheckout = validation.total_in_cents === 0 && validation.credit_in_cents > 0;
  const provider = creditCheckout ? CREDIT_PROVIDER : checkout.payment_provider;
  const choose = (value: PaymentProvider) => {
    setMissing(false);
    checkout.patch({ payment_provider: value });
  };
  const submit = () => {
    if (!provider) {
      setMissing(true);
      focusChoices(`${id}-options`);
      return;
    }
    // The supplier would refuse it: the notice already says what to do.
    if (provider === 'DEBTORCARD' && debtorCard && debtorCard.balanceInCents < validation.total_in_cents) {
      document.getElementById(`${id}-debtor`)?.focus();
      return;
    }
    // Built inside the lock, from the checkout as every tab last wrote it.
    void place.submit(() => {
      const latest = useCheckoutStore.getState();
      const body = registerBody(
        user,
        supplier.id,
        useCartStore.getState().items,
        { ...latest, credit_in_cents: validation.credit_in_cents },
        creditCheckout ? CREDIT_PROVIDER : (latest.payment_provider ?? provider),
        isDemo,
      );
      return { body, supplier };
    });
  };
  const label = (option: PaymentProvider) => {
    if (option === 'CASH')
      return t(checkout.requires_shipping ? 'checkout_flow.cash_on_delivery' : 'checkout_flow.cash_in_store');
    return option === 'OFFLINE_EFT' ? t('checkout_flow.offline_eft') : t(`checkout_flow.provider_${option}`);
  };
  const amount = formatMoney(validation.total_in_cents);

  return (
    <section className="checkout-step" aria-labelledby="page-title">
      <StepHeading step="payment" />
      <p className="checkout-step__amount">{t('checkout_flow.to_pay', { amount })}</p>
      <ServerForm onSubmit={submit} error={place.error}>
        {creditCheckout ? (
          <p>{t('checkout_flow.credit_covers', { amount: formatMoney(validation.credit_in_cents) })}</p>
        ) : (
          <RadioChoices
            id={`${id}-options`}
            legend={t('checkout_flow.payment_method')}
            options={options}
            label={label}
            chosen={checkout.payment_provider}
            onChoose={choose}
            error={missing ? t('checkout_flow.payment_required') : null}
          >
            <p>{t('checkout_flow.no_payment_options')}</p>
          </RadioChoices>
        )}
        {provider === 'OFFLINE_EFT' && (
          <BankDetails account={supplier} reference={null} missing={t('checkout_flow.bank_details_missing')}>
            <p>{t('checkout_flow.eft_reference_next')}</p>
          </BankDetails>
        )}
        {paysOnline(provider) && <p>{t('checkout_flow.pay_online_next', { amount })}</p>}
        {provider === 'WALLET_ON_DELIVERY' && <p>{t('checkout_flow.wallet_on_delivery', { amount })}</p>}
        {provider === 'DEBTORCARD' && debtorCard && (
          <DebtorCardNotice
            id={`${id}-debtor`}
            card={debtorCard}
            supplier={supplier}
            totalInCents={validation.total_in_cents}
          />
        )}
        <SubmitButton
          label={t('checkout_flow.place_order')}
          pendingLabel={t(place.waiting ? 'checkout_flow.placing_elsewhere' : 'checkout_flow.placing')}
          pending={place.pending}
        >
          <Link className="button" to="/checkout/confirmation">
            {t('checkout_flow.back')}
          </Link>
        </SubmitButton>
      </ServerForm>
    </section>
  );
}
