import { queryOptions } from '@tanstack/react-query';
import type { SupplierRef } from '#api/define.ts';
import { timeslotsApi } from '#api/operations/timeslots.ts';
import * as catalogKeys from '#api/keys/catalog.ts';
import type { CheckoutData } from '#domain/checkout/checkout-store.ts';

/** What the slots depend on: the dispatch choice and, for delivery, where to. */
export type TimeslotChoice = Pick<
  CheckoutData,
  'requires_shipping' | 'shipping_provider' | 'shipping_address' | 'payment_provider'
>;

// A type, not an interface: the query key takes it as a plain record.
export type TimeslotParams = {
  requires_shipping: boolean;
  provider?: string;
  shipping_provider?: string;
  shipping_lat?: number;
  shipping_lon?: number;
};

/** The timeslots call's query: absent fields are left out, so equal choices give equal keys. */
export function timeslotParams(choice: TimeslotChoice): TimeslotParams {
  const params: TimeslotParams = { requires_shipping: choice.requires_shipping };
  if (choice.payment_provider) params.provider = choice.payment_provider;
  if (!choice.requires_shipping) return params;
  if (choice.shipping_provider) params.shipping_provider = choice.shipping_provider;
  // A courier prices and plans by distance; before an address is chosen the shop's own area applies.
  if (choice.shipping_address) {
    params.shipping_lat = choice.shipping_address.latitude;
    params.shipping_lon = choice.shipping_address.longitude;
  }
  return params;
}

/** Collection or delivery slots the supplier offers now for the shopper's choice. */
export function timeslotsQuery(supplier: SupplierRef, choice: TimeslotChoice) {
  const params = timeslotParams(choice);
  return queryOptions({
    queryKey: catalogKeys.timeslots(supplier.id, params),
    queryFn: ({ signal }) => timeslotsApi.getTimeslots({ id: supplier.id, ...params }, { signal, supplier }),
    select: (response) => response.timeslots,
    // Slots close as the day goes on: ask again each time the step opens.
    staleTime: 0,
  });
}
