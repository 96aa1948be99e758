import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '#components/query-status.tsx';
import { useChosenShopServices, type ShopServices } from '#features/suppliers/shop-services.ts';
import { useAccountStore } from '#stores/account-store.ts';

interface Props {
  title: string;
  /** The service the screen is about; without it the shopper is told why and given a way back. */
  service: keyof ShopServices;
  noShop: string;
  notOffered: string;
  backLabel: string;
  children: (userId: number) => ReactNode;
}

/** An account screen that only makes sense where the chosen shop offers a service. */
export function ShopServiceGate({ title, service, noShop, notOffered, backLabel, children }: Props) {
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const { supplierId, clientConfig, ...services } = useChosenShopServices();

  const body = () => {
    // The guard has run, but a logout in another tab can still clear the account under us.
    if (userId === null) return null;
    if (supplierId !== null && !clientConfig.isSuccess) return <QueryStatus query={clientConfig} />;
    if (!services[service]) {
      return (
        <>
          <p>{supplierId === null ? noShop : notOffered}</p>
          <Link to="/" className="button">
            {backLabel}
          </Link>
        </>
      );
    }
    return children(userId);
  };

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {body()}
    </section>
  );
}
