import { useTranslation } from 'react-i18next';
import { useDialogsStore } from '#stores/dialogs-store.ts';

/**
 * Shown instead of a catalogue while no shop is chosen (market mode's price comparison): prices and
 * stock belong to one shop, so nothing is fetched until the shopper picks one. Screens that already
 * carry their own heading (the offer lists) show it untitled.
 */
export function ChooseShopPrompt({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  const openSelector = useDialogsStore((state) => state.setSupplierSelector);
  const action = (
    <button type="button" className="button button--primary" onClick={() => openSelector(true)}>
      {t('supplier.select_title')}
    </button>
  );
  if (!titled) {
    return (
      <div>
        <p>{t('home.choose_shop_offers')}</p>
        {action}
      </div>
    );
  }
  return (
    <section aria-labelledby="choose-shop-title">
      <h1 id="choose-shop-title">{t('home.choose_supplier')}</h1>
      <p>{t('home.choose_supplier_body')}</p>
      {action}
    </section>
  );
}
