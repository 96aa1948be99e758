import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { PaymentStep } from '../../../features/checkout/components/payment/payment-step';
import { supplierQuery } from '../../../features/suppliers/queries';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useCheckoutParty } from './use-checkout-party';
import { Redirect } from '../../../components/redirect';

export function CheckoutPaymentRoute() {
  const party = useCheckoutParty();
  const navigate = useNavigate();
  // Set once the order is placed: the basket and checkout this screen stands on are then emptied,
  // and it must wait for the outro rather than send the shopper back to the basket.
  const [placed, setPlaced] = useState(false);

  const validated = useCheckoutStore((s) => s.validated_at !== null);
  // The supplier's bank details (EFT) come with the supplier itself.
  const supplier = useQuery({ ...supplierQuery(party?.supplier.id ?? 0), enabled: party !== null });
  if (placed) return null;
  if (!party) return <Redirect to="/basket" />;
  // Paying follows a confirmed summary: a reload keeps it, a failed or changed check does not.
  if (!validated) return <Redirect to="/checkout/confirmation" />;
  if (!supplier.data) return <QueryStatus query={supplier} />;
  return (
    <PaymentStep
      supplier={supplier.data}
      user={party.user}
      isDemo={party.isDemo}
      onPlaced={(order) => {
        setPlaced(true);
        return navigate(`/checkout/complete/${order.id}`, { replace: true, state: { order } });
      }}
    />
  );
}
