import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import { OrderChangeRefused } from '#domain/orders/refusal.ts';
import { useServerMessages } from '#components/server-messages.ts';
import { Dialog } from '#components/ui/dialog.tsx';
import { Stepper } from '#components/ui/stepper.tsx';
import { formatDate } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { formatMoney } from '#lib/money.ts';
import { lineTotalCents, quantityRules } from '#lib/quantity.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { putInBasket } from '#domain/basket/put-in-basket.ts';
import { trackAddToCart } from '#analytics/track-add-to-cart.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { isOutOfStock, OfferBadges } from './offer-badges';
import { OfferPrice } from './offer-price';
import '../product.css';

/**
 * Adding to the order being edited: the orders feature's mutation, handed in by the app (features
 * do not import each other). Its errors are ApiErrors or an OrderChangeRefused.
 */
export interface AddToOrder {
  mutate: (
    input: { offer: Offer; qty: number },
    options: { onSuccess: (order: { reference: string }) => void },
  ) => void;
  isPending: boolean;
  error: Error | null;
}

interface Props {
  offer: Offer | null;
  onClose: () => void;
  addToOrder: AddToOrder;
}

/** The add-to-basket panel: price, valid until, quantity, total and add / update / remove. */
export function AddToCartDialog({ offer, onClose, addToOrder }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={offer !== null} onClose={onClose} title={offer?.name ?? ''} closeLabel={t('common.close')}>
      {/* Keyed by offer: a different offer starts from its own quantity. */}
      {offer && <AddToCartPanel key={offer.id} offer={offer} onDone={onClose} addToOrder={addToOrder} />}
    </Dialog>
  );
}

function AddToCartPanel({
  offer,
  onDone,
  addToOrder,
}: {
  offer: Offer;
  onDone: () => void;
  addToOrder: AddToOrder;
}) {
  const { t } = useTranslation();
  const rules = quantityRules(offer);
  const inBasket = useCartStore((state) => state.items.find((item) => item.offer_id === offer.id)?.qty);
  const editing = useOrdersStore((state) => state.editing);
  const [qty, setQty] = useState(() => inBasket ?? rules.min);
  const [asking, setAsking] = useState(false);
  const outOfStock = isOutOfStock(offer);
  const refused = addToOrder.error instanceof OrderChangeRefused ? addToOrder.error : null;
  // Any other failure reads as the other forms' do: a 5xx in our words, not the server's.
  const serverMessages = useServerMessages(refused ? null : addToOrder.error);
  const orderMessages = refused ? [refusalMessage(refused, t)] : serverMessages;
  const locale = useAppLocale();
  const money = (cents: number) => formatMoney(cents);

  const base = offer.base_price_in_cents;
  const saving =
    offer.stokvel && base !== null && base > offer.price_in_cents ? base - offer.price_in_cents : 0;

  const toBasket = async () => {
    setAsking(true);
    const done = await putInBasket(offer, qty, t('add_to_cart.replace_basket'));
    setAsking(false);
    if (!done) return;
    const added = qty - (inBasket ?? 0);
    if (added > 0) trackAddToCart(offer, added);
    const key = inBasket === undefined ? 'add_to_cart.added' : 'add_to_cart.updated';
    pushAlert({ kind: 'success', message: t(key, { name: offer.name }) });
    onDone();
  };

  const remove = () => {
    useCartStore.getState().remove(offer.id);
    pushAlert({ kind: 'success', message: t('add_to_cart.removed', { name: offer.name }) });
    onDone();
  };

  const toOrder = () =>
    addToOrder.mutate(
      { offer, qty },
      {
        onSuccess: ({ reference }) => {
          pushAlert({ kind: 'success', message: t('add_to_cart.order_added', { reference }) });
          onDone();
        },
      },
    );

  return (
    <div className="add-to-cart">
      <div className="add-to-cart__summary">
        <dl className="add-to-cart__totals">
          <div>
            <dt>{t('add_to_cart.unit_price')}</dt>
            <dd>
              <OfferPrice offer={offer} />
            </dd>
          </div>
        </dl>
        <OfferBadges offer={offer} />
        {/* A weighed item's measurement is what its price is per, not a pack: the stepper says the amount. */}
        {offer.sellable.measurement && !rules.perKg && (
          <p className="product-note">{offer.sellable.measurement}</p>
        )}
        {offer.end_at && <p>{t('add_to_cart.valid_until', { date: formatDate(offer.end_at, locale) })}</p>}
      </div>
      <Stepper
        value={qty}
        onChange={setQty}
        rules={rules}
        label={t('stepper.quantity')}
        decreaseLabel={t('stepper.decrease')}
        increaseLabel={t('stepper.increase')}
      />
      {rules.perKg && <p className="product-note">{t('quantity.measurement_varies')}</p>}
      <dl className="add-to-cart__totals">
        <div>
          <dt>{t('add_to_cart.total')}</dt>
          <dd>{money(lineTotalCents(offer.price_in_cents, qty, rules.rate))}</dd>
        </div>
        {saving > 0 && (
          <div>
            <dt>{t('add_to_cart.stokvel_savings')}</dt>
            <dd>{money(lineTotalCents(saving, qty, rules.rate))}</dd>
          </div>
        )}
      </dl>
      {outOfStock && <p className="product-note">{t('add_to_cart.unavailable')}</p>}
      {orderMessages.length > 0 && (
        // Plain text, never HTML: refusals and 4xx messages come from the supplier's server.
        <div className="form__error" role="alert">
          {orderMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="button-row add-to-cart__actions">
        {editing ? (
          <button
            type="button"
            className="button button--primary"
            disabled={outOfStock || addToOrder.isPending}
            onClick={toOrder}
          >
            {t('add_to_cart.add_to_order', { reference: editing.reference })}
          </button>
        ) : (
          <>
            {inBasket !== undefined && (
              <button type="button" className="button" disabled={asking} onClick={remove}>
                {t('add_to_cart.remove')}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              disabled={outOfStock || asking}
              onClick={() => void toBasket()}
            >
              {t(inBasket === undefined ? 'add_to_cart.add' : 'add_to_cart.update')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function refusalMessage(refused: OrderChangeRefused, t: (key: string) => string): string {
  if (refused.problem === 'out_of_stock') return t('add_to_cart.order_out_of_stock');
  if (refused.problem === 'updated') return t('add_to_cart.order_price_changed');
  // Supplier text, rendered as text.
  return refused.detail ?? t('errors.generic');
}
