import { ConfirmationStep } from '#features/checkout/components/confirmation/confirmation-step.tsx';
import { useCheckoutParty, usePartyGoneTarget } from './use-checkout-party';
import { Redirect } from '#components/redirect.tsx';
import { checkoutStrings } from '#features/checkout/strings.ts';

export const strings = [checkoutStrings];

export function CheckoutConfirmationRoute() {
  const party = useCheckoutParty();
  const gone = usePartyGoneTarget();
  if (!party) return <Redirect to={gone} />;
  return <ConfirmationStep supplier={party.supplier} user={party.user} />;
}
