import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '#api/schemas/order.ts';
import { Thumbnail } from '#components/ui/thumbnail.tsx';
import { formatDeliveryFee, formatMoney } from '#lib/money.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { packingOf, stillOwes } from '../status';
import { PaymentBalance } from './payment-balance';
import '../orders.css';

/**
 * The receipt: items ordered against packed, then every amount down to what is still to pay (only
 * while something is: not for a cancelled or settled order), and what the shop owes back if anything.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents);
  const invoice = safeUrl(order.pdf_invoice_url);
  const rows: [string, string][] = [[t('orders.subtotal'), money(order.subtotal_in_cents)]];
  if (order.requires_shipping)
    rows.push([t('orders.delivery'), formatDeliveryFee(order.shipping_price_in_cents, t('orders.free'))]);
  if (order.requires_bags && order.bag_qty > 0)
    rows.push([t('orders.bags', { count: order.bag_qty }), money(order.bag_total_in_cents)]);
  if (order.discount_in_cents > 0)
    rows.push([
      order.discount_code ? t('orders.discount_code', { code: order.discount_code }) : t('orders.discount'),
      `−${money(order.discount_in_cents)}`,
    ]);
  if (order.credit_in_cents > 0) rows.push([t('orders.credit'), `−${money(order.credit_in_cents)}`]);

  return (
    <div className="order-receipt">
      <ul className="order-items" aria-label={t('orders.items')}>
        {order.order_items.map((item) => (
          <ReceiptItem key={item.id} item={item} packing={packingOf(order, item)} />
        ))}
      </ul>
      <dl className="order-totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order-totals__total">
          <dt>{t('orders.total')}</dt>
          <dd>{money(order.total_in_cents)}</dd>
        </div>
        {stillOwes(order) && (
          <div>
            <dt>{t('orders.payable')}</dt>
            <dd>{money(order.payable_balance_in_cents)}</dd>
          </div>
        )}
      </dl>
      <PaymentBalance order={order} />
      {invoice && (
        <a className="button" href={invoice} target="_blank" rel="noopener noreferrer">
          {t('orders.invoice')}
        </a>
      )}
    </div>
  );
}

const PACKING_TEXT = { packed: 'orders.packed', to_pack: 'orders.to_pack' } as const;

function ReceiptItem({ item, packing }: { item: OrderItem; packing: ReturnType<typeof packingOf> }) {
  const { t } = useTranslation();
  const short = item.formatted_qty !== item.formatted_qty_ordered;
  return (
    <li className={item.removed ? 'order-item order-item--removed' : 'order-item'}>
      <Thumbnail src={usePictureUrl(item.image_url)} size={48} className="order-item__image" />
      <div className="order-item__body">
        {/* Supplier text, rendered as text. */}
        <p className="order-item__name">{item.name}</p>
        <p className="order-item__qty">
          {t('orders.ordered', { qty: item.formatted_qty_ordered })}
          {packing && ` · ${t(PACKING_TEXT[packing], { qty: item.formatted_qty })}`}
        </p>
        {item.removed && <p className="order-item__note">{t('orders.item_removed')}</p>}
        {!item.removed && item.accepted_limited_stock && (
          <p className="order-item__note">{t('orders.item_limited')}</p>
        )}
        {short && !item.removed && !item.accepted_limited_stock && item.packed_at && (
          <p className="order-item__note">{t('orders.item_short')}</p>
        )}
      </div>
      <p className="order-item__total">{item.removed ? '' : formatMoney(item.total_in_cents)}</p>
    </li>
  );
}
