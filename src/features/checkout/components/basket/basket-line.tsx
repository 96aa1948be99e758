import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidatedItem } from '#api/schemas/cart.ts';
import { TrashIcon } from '#components/ui/icons.tsx';
import { Stepper } from '#components/ui/stepper.tsx';
import { formatMoney } from '#lib/money.ts';
import { lineTotalCents, quantityRules } from '#lib/quantity.ts';
import { useCartStore, type CartLine } from '#domain/basket/cart-store.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { Thumbnail } from '#components/ui/thumbnail.tsx';

interface Props {
  line: CartLine;
  /** The supplier's stock and price check of this line; undefined until it answers. */
  check: ValidatedItem | undefined;
  onRemove: (line: CartLine) => void;
  /** Name the line's shop: the basket holds several (price comparison). */
  showShop: boolean;
}

/**
 * The price a line is charged at: the supplier's current price once it says the price changed,
 * else the price the shopper saw when adding it.
 */
export function currentPrice(line: CartLine, check: ValidatedItem | undefined): number {
  return check?.price_changed ? check.offer.price_in_cents : line.price_in_cents;
}

/** The parts of a check a line shows: a new answer that changes none of them changes nothing. */
const sameCheck = (a: ValidatedItem | undefined, b: ValidatedItem | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.out_of_stock === b.out_of_stock &&
    a.price_changed === b.price_changed &&
    a.offer.price_in_cents === b.offer.price_in_cents);

/**
 * One basket line in one compact row (issue 39): picture, name over unit price, remove, then the
 * stepper and the line total, so a phone shows several lines at once. The labels of the amounts
 * are there for screen readers only. Memoised (its line keeps its identity until it changes, and a
 * check is compared by what it shows): with 200 lines, a press re-renders one, and the supplier's
 * answer only the lines it changed.
 */
export const BasketLine = memo(
  function BasketLine({ line, check, onRemove, showShop }: Props) {
    const { t } = useTranslation();
    const rules = quantityRules(line);
    const image = usePictureUrl(line.image_url);
    const price = currentPrice(line, check);
    const outOfStock = check?.out_of_stock === true;
    const priceChanged = check?.price_changed === true && !outOfStock;
    const money = (cents: number) => formatMoney(cents);
    const unitPrice = rules.perKg
      ? t('basket.per_unit', { price: money(price), unit: rules.symbol })
      : money(price);

    return (
      <li className={outOfStock ? 'basket-line basket-line--gone' : 'basket-line'}>
        <Thumbnail src={image} size={56} className="basket-line__image" />
        <div className="basket-line__body">
          {/* Supplier text, rendered as text; two lines at most, the rest cut off. */}
          <h2 className="basket-line__name">{line.name}</h2>
          <dl className="basket-line__price">
            <dt className="visually-hidden">{t('basket.unit_price')}</dt>
            <dd className={priceChanged ? undefined : 'basket-line__amount'}>
              {priceChanged ? t('basket.new_price', { price: unitPrice }) : unitPrice}
            </dd>
          </dl>
          {showShop && line.supplier_name && (
            <p className="basket-line__shop">{t('basket.at_shop', { shop: line.supplier_name })}</p>
          )}
          {(outOfStock || priceChanged) && (
            <ul className="badges">
              {outOfStock && <li className="badge badge--warning">{t('basket.out_of_stock')}</li>}
              {priceChanged && <li className="badge badge--warning">{t('basket.price_changed')}</li>}
            </ul>
          )}
        </div>
        <button
          type="button"
          className="icon-button basket-line__remove"
          aria-label={t('basket.remove_item', { name: line.name })}
          onClick={() => onRemove(line)}
        >
          <TrashIcon />
        </button>
        <div className="basket-line__controls">
          <Stepper
            compact
            value={line.qty}
            onChange={(qty) => useCartStore.getState().setLineQty(line.offer_id, qty)}
            onBelowMinimum={() => onRemove(line)}
            rules={rules}
            label={t('basket.quantity_of', { name: line.name })}
            decreaseLabel={t('basket.decrease', { name: line.name })}
            increaseLabel={t('basket.increase', { name: line.name })}
          />
          <dl className="basket-line__total">
            <dt className="visually-hidden">{t('basket.item_total')}</dt>
            <dd className="basket-line__amount">{money(lineTotalCents(price, line.qty, rules.rate))}</dd>
          </dl>
        </div>
      </li>
    );
  },
  (before, after) =>
    before.line === after.line &&
    before.onRemove === after.onRemove &&
    before.showShop === after.showShop &&
    sameCheck(before.check, after.check),
);
