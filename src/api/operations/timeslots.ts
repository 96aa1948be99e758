import { z } from 'zod/mini';
import { defineArea, op } from '../define.ts';
import { callOperation } from '../http.ts';
import { pathIds } from '../schemas/common.ts';
import { TimeslotsResponseSchema } from '../schemas/timeslots.ts';
import { get } from './catalog.ts';

// A supplier's collection and delivery slots: the catalog area's in the contract, asked for by
// checkout alone, so they load with checkout rather than with every first page.

export const timeslotsOperationSpecs = {
  /** Collection or delivery slots for checkout. */
  getTimeslots: op({
    ...get('/catalog/v1/suppliers/{id}/timeslots', 'supplier', 'Collection/delivery time slots'),
    pathParams: pathIds('id'),
    query: z.object({
      requires_shipping: z.optional(z.boolean()),
      stokvel: z.optional(z.boolean()),
      provider: z.optional(z.string()),
      shipping_provider: z.optional(z.string()),
      shipping_lat: z.optional(z.number()),
      shipping_lon: z.optional(z.number()),
    }),
    response: TimeslotsResponseSchema,
  }),
};

export const timeslotsApi = defineArea('catalog', timeslotsOperationSpecs, callOperation);
