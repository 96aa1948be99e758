import { http } from 'msw';
import { OkResponseSchema } from '#api/schemas/common.ts';
import { ShopfrontConfigResponseSchema } from '#api/schemas/config.ts';
import { requireAccount } from './auth.ts';
import { json, route } from './context.ts';

// Housekeeping: remote config overrides and the account migration call.

export const configHandlers = [
  http.get(
    '*/shopfront_config',
    route((ctx) => {
      // Only market has overrides (the client ignores not_found): it shows the override path works,
      // and switching combos and stokvel on would be wrong for the others.
      if (ctx.dataset !== 'market') return json(ShopfrontConfigResponseSchema, { status: 'not_found' });
      return json(ShopfrontConfigResponseSchema, {
        status: 'ok',
        config: { config: { features: { combos: true, stokvel: true } } },
      });
    }),
  ),

  http.post(
    '*/api/v1/migration',
    route((ctx) => {
      requireAccount(ctx);
      return json(OkResponseSchema, { status: 'ok' });
    }),
  ),
];
