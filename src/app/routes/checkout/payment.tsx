import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushAlert } from '#stores/alerts-store.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { Redirect } from '#components/redirect.tsx';
import { PaymentStep } from '#features/checkout/components/payment/payment-step.tsx';
import { StepHeading } from '#features/checkout/components/step-heading.tsx';
import { paymentOptionsFor, paysOnline } from '#api/payment-options.ts';
import { supplierQuery } from '#features/suppliers/queries.ts';
import { placedCheckout } from '#domain/checkout/checkout-marks.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { useCheckoutParty, usePartyGoneTarget } from './use-checkout-party';
import { useDebtorCardAt } from './use-debtor-card';
import { bankStrings } from '#components/bank-details/strings.ts';
import { checkoutStrings } from '#features/checkout/strings.ts';

export const strings = [bankStrings, checkoutStrings];

export function CheckoutPaymentRoute() {
  const { t } = useTranslation();
  const party = useCheckoutParty();
  const gone = usePartyGoneTarget();
  const navigate = useNavigate();
  // Set once the order is placed: the basket and checkout this screen stands on are then emptied,
  // and it must wait for the outro rather than send the shopper back to the basket.
  const [placed, setPlaced] = useState(false);
  // The checkout this screen opened on. Another tab that places it ends it here too (the store
  // follows other tabs): then this tab goes to that order, not back through an empty checkout.
  const startedAt = useCheckoutStore((s) => s.started_at);
  const [began] = useState(startedAt);
  const elsewhere = began !== null && startedAt !== began ? placedCheckout.read() : null;
  const placedElsewhere = elsewhere?.started_at === began ? elsewhere.order_id : null;

  const validated = useCheckoutStore((s) => s.validated_at !== null);
  // The supplier's bank details (EFT, debtor card top-up) come with the supplier itself.
  const supplier = useQuery({ ...supplierQuery(party?.supplier.id ?? 0), enabled: party !== null });
  const takesDebtorCards = useCheckoutStore((s) =>
    paymentOptionsFor(s.client_config, s.requires_shipping, s.shipping_provider, true).includes('DEBTORCARD'),
  );
  const debtorCard = useDebtorCardAt(party?.user.id ?? null, party?.supplier.id ?? null, takesDebtorCards);

  // Said once, whichever notices first: this screen, or the Place order press waiting on the lock.
  const leaving = useRef(false);
  const toOrderPlacedElsewhere = (orderId: number) => {
    if (leaving.current) return;
    leaving.current = true;
    setPlaced(true);
    // Kept until dismissed: the shopper pressed Place order and must learn why no new order came.
    pushAlert({ kind: 'info', message: t('checkout_flow.placed_elsewhere'), timeoutMs: null });
    return navigate(`/orders/${orderId}`, { replace: true });
  };
  useEffect(() => {
    if (placedElsewhere !== null && !placed) void toOrderPlacedElsewhere(placedElsewhere);
    // Only the checkout ending matters; the callback is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placedElsewhere, placed]);

  if (placed || placedElsewhere !== null) return null;
  if (!party) return <Redirect to={gone} />;
  // Paying follows a confirmed summary: a reload keeps it, a failed or changed check does not.
  if (!validated) return <Redirect to="/checkout/confirmation" />;
  // The step's heading while its shop loads or fails too: a page is never without its h1.
  if (!supplier.data)
    return (
      <section className="checkout-step" aria-labelledby="page-title">
        <StepHeading step="payment" />
        <QueryStatus query={supplier} />
      </section>
    );
  return (
    <PaymentStep
      supplier={supplier.data}
      user={party.user}
      isDemo={party.isDemo}
      debtorCard={debtorCard}
      onPlaced={(order) => {
        setPlaced(true);
        // An online payment starts on the pay screen at once; it ends on the outro when it goes through.
        if (paysOnline(order.provider) && order.payable_balance_in_cents > 0)
          return navigate(`/orders/${order.id}/pay`, {
            replace: true,
            state: { startWith: order.provider?.toUpperCase(), fromCheckout: true },
          });
        return navigate(`/checkout/complete/${order.id}`, { replace: true, state: { order } });
      }}
      onPlacedElsewhere={toOrderPlacedElsewhere}
    />
  );
}
