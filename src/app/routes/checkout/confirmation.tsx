import { ConfirmationStep } from '../../../features/checkout/components/confirmation/confirmation-step';
import { useCheckoutParty } from './use-checkout-party';
import { Redirect } from '../../../components/redirect';

export function CheckoutConfirmationRoute() {
  const party = useCheckoutParty();
  if (!party) return <Redirect to="/basket" />;
  return <ConfirmationStep supplier={party.supplier} user={party.user} />;
}
