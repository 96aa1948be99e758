import { useTranslation } from 'react-i18next';
import { AddressBook } from '#features/addresses/components/address-book.tsx';
import { ShopServiceGate } from './shop-service-gate';
import { addressesStrings } from '#features/addresses/strings.ts';

export const strings = [addressesStrings];

/** The address book, only where the chosen shop delivers. */
export function AddressesRoute() {
  const { t } = useTranslation();
  return (
    <ShopServiceGate
      title={t('titles.address_management')}
      service="delivers"
      noShop={t('addresses.no_delivery')}
      notOffered={t('addresses.no_delivery')}
      backLabel={t('addresses.back_home')}
    >
      {(userId) => <AddressBook userId={userId} />}
    </ShopServiceGate>
  );
}
