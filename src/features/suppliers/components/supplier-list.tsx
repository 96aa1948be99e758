import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '#api/schemas/supplier.ts';
import { QueryStatus } from '#components/query-status.tsx';

interface Props {
  query: UseQueryResult<Supplier[]>;
  selectedId: number | null;
  onChoose: (supplier: Supplier) => void;
}

/** Nearby suppliers with distance, address and hours, each with a 'shop here' button. */
export function SupplierList({ query, selectedId, onChoose }: Props) {
  const { t } = useTranslation();

  if (!query.isSuccess) return <QueryStatus query={query} />;
  if (query.data.length === 0) return <p>{t('supplier_selector.no_branches')}</p>;

  return (
    <ul className="supplier-list">
      {query.data.map((supplier) => (
        <li key={supplier.id} className="card supplier-list__item">
          <h3>{supplier.name}</h3>
          {supplier.distance !== undefined && (
            <p>{t('supplier.away', { distance: supplier.distance.toFixed(1) })}</p>
          )}
          {supplier.formatted_address && <p>{supplier.formatted_address}</p>}
          {supplier.hours.length > 0 && (
            <details>
              <summary>{t('supplier_selector.hours')}</summary>
              <dl className="supplier-list__hours">
                {supplier.hours.map((day) => (
                  <div key={day.dayname}>
                    <dt>{day.dayname}</dt>
                    <dd>{day.formatted_hours}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
          <button
            type="button"
            className="button button--primary"
            aria-label={`${supplier.id === selectedId ? t('supplier_selector.stay_here') : t('supplier_selector.shop_here')}: ${supplier.name}`}
            onClick={() => onChoose(supplier)}
          >
            {supplier.id === selectedId ? t('supplier_selector.stay_here') : t('supplier_selector.shop_here')}
          </button>
        </li>
      ))}
    </ul>
  );
}
