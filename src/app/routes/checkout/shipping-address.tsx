import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServerMessages } from '#components/server-messages.ts';
import { AddressPicker } from '#features/addresses/components/address-picker.tsx';
import { useCreateAddress } from '#features/addresses/mutations.ts';
import { addressesQuery } from '#features/addresses/queries.ts';
import {
  ShippingAddressStep,
  type AddAddressProps,
} from '#features/checkout/components/shipping-address-step.tsx';
import { useAccountStore } from '#stores/account-store.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { addressesStrings } from '#features/addresses/strings.ts';
import { checkoutStrings } from '#features/checkout/strings.ts';

export const strings = [addressesStrings, checkoutStrings];

/** Checkout step 2: the address book's addresses and picker, choosing where to deliver. */
export function CheckoutShippingAddressRoute() {
  const userId = useAccountStore((state) => state.account?.id ?? null);
  // A collection order is sent back to the dispatch step: nothing to fetch for it.
  const delivering = useCheckoutStore((state) => state.requires_shipping);
  const addresses = useQuery({ ...addressesQuery(userId ?? 0), enabled: userId !== null && delivering });
  // The guard has run, but a sign-out in another tab can still clear the account under us.
  if (userId === null) return null;
  return (
    <ShippingAddressStep
      addresses={addresses}
      renderAddForm={(props) => <AddAddress userId={userId} {...props} />}
    />
  );
}

/** The address book's picker, saving into the book; the step then delivers to what was saved. */
function AddAddress({ userId, onSaved, onCancel }: AddAddressProps & { userId: number }) {
  const { t } = useTranslation();
  const create = useCreateAddress(userId);
  const errors = useServerMessages(create.error);
  return (
    <AddressPicker
      onSubmit={(address) => create.mutate(address, { onSuccess: (response) => onSaved(response.address) })}
      submitting={create.isPending}
      submitLabel={t('shipping_step.save')}
      errors={errors}
      onCancel={onCancel}
      focusSearch
    />
  );
}
