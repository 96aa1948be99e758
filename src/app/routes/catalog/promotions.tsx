import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { CurrentLeaflets } from '#features/catalog/components/current-leaflets.tsx';
import { SupplierOfferList } from '#features/catalog/components/offer-list-screen.tsx';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { currentHandle } from '../../navigation/route-handle';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/**
 * /promotions and /leaflets_promotions: the supplier's active promotions. The supplier API has no
 * separate leaflet promotions, so the leaflet route names the running leaflet above the same list
 * (docs/decisions/006-lists.md).
 */
export function PromotionsRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  const leaflet = currentHandle(useMatches())?.name === 'leaflets_promotions';
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t(leaflet ? 'titles.leaflets_promotions' : 'titles.promotions')}</h1>
      {selected ? (
        <>
          {leaflet && <CurrentLeaflets supplier={selected} />}
          <SupplierOfferList supplier={selected} kind="promotions" />
        </>
      ) : (
        <ChooseShopPrompt titled={false} />
      )}
    </section>
  );
}
