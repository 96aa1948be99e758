import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { clientConfigQuery } from '../../../features/suppliers/queries';
import { useAccountStore } from '../../../stores/account-store';
import { useSuppliersStore } from '../../../stores/suppliers-store';
import '../../../features/addresses/strings';

/**
 * The address book, shown only when the chosen supplier delivers (spec: a shipping option named
 * PICUP). Anyone arriving from an old link while it does not gets told why and a way back.
 */
export function AddressesRoute() {
  const { t } = useTranslation();
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const supplierId = useSuppliersStore((state) => state.selected?.id ?? null);
  const clientConfig = useQuery({ ...clientConfigQuery(supplierId ?? 0), enabled: supplierId !== null });
  const delivers = clientConfig.data?.shipping.some((option) => option.name === 'PICUP') ?? false;

  const body = () => {
    // The guard has run, but a logout in another tab can still clear the account under us.
    if (userId === null) return null;
    if (supplierId !== null && !clientConfig.isSuccess) return <QueryStatus query={clientConfig} />;
    if (!delivers) {
      return (
        <>
          <p>{t('addresses.no_delivery')}</p>
          <Link to="/" className="button">
            {t('addresses.back_home')}
          </Link>
        </>
      );
    }
    return <AddressBook userId={userId} />;
  };

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.address_management')}</h1>
      {body()}
    </section>
  );
}
