import type { Order } from '#api/schemas/order.ts';
import { formatDate } from '#lib/dates.ts';
import type { AppLocale } from '#lib/i18n.ts';

type WhenFields = Pick<
  Order,
  'requires_shipping' | 'collection_date' | 'delivery_date' | 'formatted_collection_date'
>;

/**
 * When the order is collected or delivered, as precisely as the order says: the shop's own words
 * for the chosen slot (formatted_collection_date carries its time, which collection_date, a bare
 * day, does not), else that day in Johannesburg; null when the order names no day.
 */
export function dispatchWhen(order: WhenFields, locale: AppLocale): string | null {
  // Supplier text, shown as text.
  if (order.formatted_collection_date) return order.formatted_collection_date;
  const day = order.requires_shipping ? order.delivery_date : order.collection_date;
  return day ? formatDate(day, locale) : null;
}
