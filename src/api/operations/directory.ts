import { z } from 'zod/mini';
import { defineArea, op } from '../define.ts';
import { callOperation } from '../http.ts';
import { AgenciesResponseSchema } from '../schemas/directory.ts';
import { LeafletsResponseSchema } from '../schemas/supplier.ts';
import { get, nearby } from './catalog.ts';

// The main host's directory (v2): agencies, and leaflets near a point rather than of one shop.
// The catalog area's in the contract; asked for only by the agencies and nearby-leaflets screens.

export const directoryOperationSpecs = {
  /** Agencies and their suppliers (v2). */
  getAgencies: op({ ...get('/api/v2/agencies', 'main', 'Agencies'), response: AgenciesResponseSchema }),
  /** Leaflets within a radius of a point (v2). */
  getLeaflets: op({
    ...get('/api/v2/leaflets', 'main', 'Leaflets near a point'),
    query: z.extend(nearby, { radius: z.optional(z.number().check(z.positive())) }),
    response: LeafletsResponseSchema,
  }),
};

export const directoryApi = defineArea('catalog', directoryOperationSpecs, callOperation);
