import { useTranslation } from 'react-i18next';
import type { CartValidation } from '#api/schemas/cart.ts';

interface Props {
  validation: CartValidation;
  /** OK on 'Some items have gone out of stock!': drop them and go back to the basket. */
  onReplaceItems: () => void;
  /** Confirm Order on 'Some items' prices have changed': take the new prices. */
  onAcceptPrices: () => void;
}

/** The stock and price messages of the spec; each blocks placing the order until it is answered. */
export function StockNotices({ validation, onReplaceItems, onAcceptPrices }: Props) {
  const { t } = useTranslation();
  const allGone = validation.items.length > 0 && validation.items.every((item) => item.out_of_stock);
  if (allGone)
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('checkout_flow.all_out_of_stock')}</p>
        <button type="button" className="button" onClick={onReplaceItems}>
          {t('checkout_flow.back_to_basket')}
        </button>
      </div>
    );
  if (validation.out_of_stock)
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('checkout_flow.some_out_of_stock')}</p>
        <button type="button" className="button button--primary" onClick={onReplaceItems}>
          {t('confirm.ok')}
        </button>
      </div>
    );
  if (validation.updated)
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('checkout_flow.prices_changed')}</p>
        <button type="button" className="button button--primary" onClick={onAcceptPrices}>
          {t('checkout_flow.confirm_order')}
        </button>
      </div>
    );
  return null;
}
