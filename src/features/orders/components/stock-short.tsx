import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem, OrderModificationInput } from '#api/schemas/order.ts';
import { formatMoney } from '#lib/money.ts';
import { orderChangeProblem } from '#domain/orders/refusal.ts';
import type { OrderRef } from '../mutations';
import { useModifyOrder } from '../order-changes';
import { shortItems } from '../short-items';
import '../orders.css';
import { orderChangesStrings } from './strings';

export const strings = [orderChangesStrings];

type Answer = 'accept' | 'remove';

// The supplier's minimum-order words (spec section 5), shown in the shopper's language.
const MINIMUM = /minimum order amount/i;

/**
 * Stock short (spec section 4): each short item is accepted as it is or removed, and only when every
 * one has an answer does UPDATE ORDER send them (validate_modifications first, then modify). A flag
 * of the supplier's blocks it with its message; a higher total asks the shopper to pay the difference.
 */
export function StockShort({ order, orderRef }: { order: Order; orderRef: OrderRef | null }) {
  const { t } = useTranslation();
  const items = shortItems(order);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [tried, setTried] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const modify = useModifyOrder(
    orderRef ?? { userId: 0, orderId: order.id, supplier: { id: 0, api_endpoint: null } },
  );
  const unanswered = items.filter((item) => !answers[item.id]);
  const result = modify.data;
  const flag = result ? orderChangeProblem(result) : null;

  useEffect(() => {
    if (tried || flag) problemRef.current?.focus();
  }, [tried, flag, modify.data]);

  if (items.length === 0) {
    // Answered: the section goes, and says so where it stood.
    return modify.isSuccess && !flag ? (
      <p className="order-notice card" role="status">
        {t('order_changes.short.updated')}
      </p>
    ) : null;
  }

  // Pressing the chosen answer again takes it back.
  const answer = (item: OrderItem, value: Answer) =>
    setAnswers(({ [item.id]: current, ...rest }) =>
      current === value ? rest : { ...rest, [item.id]: value },
    );
  const update = () => {
    setTried(true);
    if (unanswered.length > 0 || !orderRef) return;
    const modifications: OrderModificationInput[] = items.map((item) => ({
      action: answers[item.id]!,
      order_item_id: item.id,
    }));
    modify.mutate(modifications);
  };
  const problem =
    tried && unanswered.length > 0
      ? t('order_changes.short.answer_all')
      : flag === 'out_of_stock'
        ? t('order_changes.short.new_out_of_stock')
        : flag === 'updated'
          ? t('order_changes.short.new_price_changed')
          : flag === 'payable_amount' && result?.payable_amount_error
            ? MINIMUM.test(result.payable_amount_error)
              ? t('order_changes.short.minimum', {
                  amount: formatMoney(1_000),
                })
              : result.payable_amount_error
            : modify.isError
              ? t('errors.generic')
              : null;

  return (
    <section className="stock-short card" aria-labelledby="stock-short-title">
      <h2 id="stock-short-title">{t('order_changes.short.title')}</h2>
      <p>{t('order_changes.short.intro')}</p>
      <ul className="stock-short__items">
        {items.map((item) => (
          <li key={item.id} className="stock-short__item">
            {/* Supplier text, rendered as text. */}
            <p className="stock-short__name">{item.name}</p>
            <p className="stock-short__qty">
              {t('order_changes.short.available', {
                packed: item.formatted_qty,
                ordered: item.formatted_qty_ordered,
              })}
            </p>
            <div
              className="stock-short__answers"
              role="group"
              aria-label={t('order_changes.short.answer_for', { name: item.name })}
            >
              <button
                type="button"
                className="button"
                aria-pressed={answers[item.id] === 'accept'}
                onClick={() => answer(item, 'accept')}
              >
                {t(
                  answers[item.id] === 'accept'
                    ? 'order_changes.short.accepted'
                    : 'order_changes.short.accept',
                )}
              </button>
              <button
                type="button"
                className="button"
                aria-pressed={answers[item.id] === 'remove'}
                onClick={() => answer(item, 'remove')}
              >
                {t(
                  answers[item.id] === 'remove'
                    ? 'order_changes.short.removed'
                    : 'order_changes.short.remove',
                )}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {problem && (
        <p ref={problemRef} tabIndex={-1} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={modify.isPending || !orderRef}
        onClick={update}
      >
        {t('order_changes.short.update')}
      </button>
    </section>
  );
}
