import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#api/schemas/directory.ts';
import type { Supplier } from '#api/schemas/supplier.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { pushAlert } from '#stores/alerts-store.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { agenciesQuery } from '../directory-queries';
import '../lists.css';

interface Props {
  selectedId: number | null;
  /** Shops at a store: the shell's choice of shop, which the route passes in. */
  onChoose: (supplier: Supplier) => void;
}

/** Agencies with their image and stores, each open one with 'Shop here'; the current one is marked. */
export function AgencyList({ selectedId, onChoose }: Props) {
  const { t } = useTranslation();
  const query = useQuery(agenciesQuery());

  // Spec section 8: a failed agencies call shows the offline alert (same id as the shell's, so
  // it never shows twice), besides the retry below.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) pushAlert({ kind: 'error', message: t('errors.offline'), id: 'connection' });
  }, [failedAt, t]);

  if (!query.isSuccess) return <QueryStatus query={query} />;
  if (query.data.length === 0) return <p>{t('agencies.empty')}</p>;
  return (
    <ul className="card-list">
      {query.data.map((agency) => (
        <AgencyItem
          key={agency.id ?? agency.name}
          agency={agency}
          selectedId={selectedId}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}

function AgencyItem({ agency, selectedId, onChoose }: Props & { agency: Agency }) {
  const { t } = useTranslation();
  const image = usePictureUrl(agency.image_url);
  return (
    <li className="card agency">
      <div className="agency__head">
        {image && <img src={image} alt="" width={64} height={64} loading="lazy" decoding="async" />}
        {/* Supplier text, rendered as text: never HTML. */}
        <h2>{agency.name}</h2>
      </div>
      {agency.suppliers.length === 0 ? (
        <p>{t('agencies.no_stores')}</p>
      ) : (
        <ul className="card-list" aria-label={t('agencies.stores_of', { name: agency.name })}>
          {agency.suppliers.map((supplier) => (
            <li key={supplier.id}>
              <h3>{supplier.name}</h3>
              {supplier.formatted_address && <p>{supplier.formatted_address}</p>}
              {supplier.id === selectedId && <p className="agency__current">{t('supplier.bar')}</p>}
              {supplier.disabled && <p>{t('agencies.unavailable')}</p>}
              {!supplier.disabled && supplier.id !== selectedId && (
                <button
                  type="button"
                  className="button"
                  aria-label={`${t('supplier_selector.shop_here')}: ${supplier.name}`}
                  onClick={() => onChoose(supplier)}
                >
                  {t('supplier_selector.shop_here')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
