import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#api/schemas/directory.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { safeUrl } from '#lib/safe-url.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useDataLight } from '#stores/preferences-store.ts';
import { agenciesQuery } from '../directory-queries';
import '../lists.css';
import '../strings';

/** Agencies with their image and stores; the store being shopped at is marked. */
export function AgencyList({ selectedId }: { selectedId: number | null }) {
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
        <AgencyItem key={agency.id ?? agency.name} agency={agency} selectedId={selectedId} />
      ))}
    </ul>
  );
}

function AgencyItem({ agency, selectedId }: { agency: Agency; selectedId: number | null }) {
  const { t } = useTranslation();
  const image = useDataLight() ? null : safeUrl(agency.image_url);
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
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
