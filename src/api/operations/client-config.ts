import { z } from 'zod/mini';
import { defineArea, op } from '../define.ts';
import { callOperation } from '../http.ts';
import { ClientConfigResponseSchema } from '../schemas/client-config.ts';
import { IdSchema } from '../schemas/common.ts';

// Part of the cart area in the contract, but on its own so that every page can read what the
// chosen shop offers without downloading the basket and order schemas (see operations.ts).
export const clientConfigOperationSpecs = {
  /** Bags and shipping/payment options of the selected supplier (v1). */
  getClientConfig: op({
    summary: 'Checkout options of a supplier',
    method: 'GET',
    path: '/shopit/v1/client_config.json',
    host: 'supplier',
    auth: [],
    query: z.object({ supplier_id: z.optional(IdSchema) }),
    response: ClientConfigResponseSchema,
  }),
};

/** The chosen supplier's checkout options, for the shell and the checkout alike. */
export const clientConfigApi = defineArea('cart', clientConfigOperationSpecs, callOperation);
