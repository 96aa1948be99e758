import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { LeafletList } from '#features/catalog/components/leaflet-list.tsx';
import { supplierPositionQuery } from '#features/catalog/queries.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/**
 * Specials leaflets around the chosen supplier, or around the deployment's map position when no
 * supplier is chosen (or its position cannot be read).
 */
export function LeafletsRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  const supplier = useQuery({
    ...supplierPositionQuery(selected?.id ?? 0),
    enabled: selected !== null,
  });
  const { lat, lon } = useDeploymentConfig().map;
  const waiting = selected !== null && supplier.isPending;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.leaflets')}</h1>
      {waiting ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <LeafletList
          supplierId={supplier.data ? (selected?.id ?? null) : null}
          position={supplier.data ?? { lat, lon }}
        />
      )}
    </section>
  );
}
