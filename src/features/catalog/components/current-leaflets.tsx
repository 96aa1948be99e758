import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { todayInJohannesburg } from '#lib/today.ts';
import { leafletRunsBetween } from '../leaflet-dates';
import { supplierLeafletsQuery } from '../queries';
import '../lists.css';

/**
 * The supplier's leaflet running today, named above its promotions. Decoration only: while it
 * loads, or if it fails, the promotions show without it.
 */
export function CurrentLeaflets({ supplier }: { supplier: SupplierRef }) {
  const { t } = useTranslation();
  const query = useQuery(supplierLeafletsQuery(supplier));
  const today = todayInJohannesburg();
  const current = query.data?.filter((leaflet) => leafletRunsBetween(leaflet, today, today)) ?? [];
  if (current.length === 0) return null;
  return (
    <ul className="card-list current-leaflets">
      {current.map((leaflet) => {
        const url = safeUrl(leaflet.url);
        return (
          <li key={leaflet.id}>
            {t('lists.from_leaflet')}:{' '}
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {leaflet.name}
                <span className="visually-hidden"> {t('leaflets.new_tab')}</span>
              </a>
            ) : (
              leaflet.name
            )}
          </li>
        );
      })}
    </ul>
  );
}
