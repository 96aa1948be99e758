import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import type { Offer } from '#api/schemas/catalog.ts';
import { Stepper } from '#components/ui/stepper.tsx';
import { useCartStore, type CartLine } from '#domain/basket/cart-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { withStrings } from '#lib/i18n.ts';
import { quantityRules } from '#lib/quantity.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { centsToAmount, track } from '#analytics/analytics.ts';
import { productOffersQuery } from '../queries';
import { planProductAdd, quickAdd, removeFromBasket } from '../quick-add';
import { isOutOfStock } from './offer-badges';
import '../quick-add.css';

// Only a product with several offers in stock needs it, after a tap: its own chunk.
const OfferChooser = lazy(() =>
  import('./offer-chooser').then(withStrings).then((m) => ({ default: m.OfferChooser })),
);

/**
 * A basket line's quantity where the item is shown (a tile, an offer row): − at the minimum takes
 * the line out, + adds one more step, and holding either repeats (the spec's stepper).
 */
export function LineStepper({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  return (
    <Stepper
      compact
      value={line.qty}
      rules={quantityRules(line)}
      onChange={(qty) => useCartStore.getState().setLineQty(line.offer_id, qty)}
      onBelowMinimum={() => removeFromBasket(line.offer_id, line.name, t)}
      label={t('quick_add.quantity_of', { name: line.name })}
      decreaseLabel={t('quick_add.decrease', { name: line.name })}
      increaseLabel={t('quick_add.increase', { name: line.name })}
    />
  );
}

/** The spec's select_item: the shopper picked an item from a list (here, by adding it). */
function trackSelectItem(offer: Offer, listName: string) {
  track('select_item', {
    item_list_name: listName,
    items: [{ item_id: String(offer.id), item_name: offer.name, price: centsToAmount(offer.price_in_cents) }],
  });
}

function AddButton({
  name,
  busy = false,
  disabled = false,
  onClick,
}: {
  name: string;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  // While an order is being edited, Add puts the item in that order (through the panel).
  const editing = useOrdersStore((state) => state.editing !== null);
  const label = busy ? 'quick_add.adding' : editing ? 'quick_add.add_to_order_named' : 'quick_add.add_named';
  return (
    <button
      type="button"
      className="button button--primary quick-add__add"
      aria-label={t(label, { name })}
      aria-disabled={busy || undefined}
      disabled={disabled}
      onClick={busy ? undefined : onClick}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {t('quick_add.add')}
    </button>
  );
}

/**
 * An offer's Add: a counted item goes in at once and the button becomes the line's stepper; a
 * weighed one (or any, while an order is being edited) opens the amount panel.
 */
export function OfferAdd({ offer, listName }: { offer: Offer; listName: string }) {
  const { t } = useTranslation();
  const add = () => {
    trackSelectItem(offer, listName);
    void quickAdd(offer, t);
  };
  const line = useCartStore((state) => state.items.find((item) => item.offer_id === offer.id));
  const editing = useOrdersStore((state) => state.editing !== null);
  return (
    <div className="quick-add">
      {line && !editing ? (
        <LineStepper line={line} />
      ) : (
        <AddButton name={offer.name} disabled={isOutOfStock(offer)} onClick={add} />
      )}
    </div>
  );
}

/**
 * A product tile's Add. A tile knows the product, not its offers, so the tap asks for them (cached
 * afterwards): one in stock is added as OfferAdd does, several are offered in a chooser, none says
 * so. Once the product has one line in the basket, the tile shows that line's stepper.
 */
export function ProductAdd({
  supplier,
  productId,
  name,
  preferredOffer,
}: {
  supplier: SupplierRef;
  productId: number;
  name: string;
  /** The offer bought last time ('Buy again'), added when still sold. */
  preferredOffer?: number;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // A line and a count, not a filtered array: a new array on every basket change would re-render
  // every tile of a long grid.
  const line = useCartStore((state) => state.items.find((item) => item.product_id === productId));
  const lineCount = useCartStore(
    (state) => state.items.filter((item) => item.product_id === productId).length,
  );
  const editing = useOrdersStore((state) => state.editing !== null);
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState<readonly Offer[] | null>(null);

  const add = async () => {
    setBusy(true);
    try {
      const { offers } = await client.fetchQuery(productOffersQuery(supplier, productId));
      const plan = planProductAdd(offers, preferredOffer);
      if (plan.kind === 'none') pushAlert({ kind: 'info', message: t('quick_add.unavailable', { name }) });
      else if (plan.kind === 'one') await quickAdd(plan.offer, t);
      else setChoosing(plan.offers);
    } catch {
      pushAlert({ kind: 'error', message: t('quick_add.failed', { name }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="quick-add">
      {line && lineCount === 1 && !editing ? (
        <LineStepper line={line} />
      ) : lineCount > 1 && !editing ? (
        <button
          type="button"
          className="button quick-add__add"
          aria-label={t('quick_add.in_basket_lines', { count: lineCount, name })}
          onClick={() => void add()}
        >
          {t('quick_add.in_basket_short', { count: lineCount })}
        </button>
      ) : (
        <AddButton name={name} busy={busy} onClick={() => void add()} />
      )}
      {choosing && (
        <Suspense fallback={null}>
          <OfferChooser name={name} offers={choosing} onClose={() => setChoosing(null)} />
        </Suspense>
      )}
    </div>
  );
}
