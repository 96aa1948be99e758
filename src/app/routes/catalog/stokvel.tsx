import { useTranslation } from 'react-i18next';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { SupplierOfferList } from '#features/catalog/components/offer-list-screen.tsx';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/** The chosen supplier's stokvel offers running now. */
export function StokvelRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.stokvel')}</h1>
      {selected ? (
        <SupplierOfferList supplier={selected} kind="stokvel" />
      ) : (
        <ChooseShopPrompt titled={false} />
      )}
    </section>
  );
}
