import { defineArea, op } from '../define.ts';
import { callOperation } from '../http.ts';
import { ShopfrontConfigResponseSchema, VersionTextSchema } from '../schemas/config.ts';
import { OkResponseSchema } from '../schemas/common.ts';

export const configOperationSpecs = {
  /** Remote overrides of the deployment config; `not_found` means none. */
  getShopfrontConfig: op({
    summary: 'Deployment config overrides served by the agency host',
    method: 'GET',
    path: '/shopfront_config',
    host: 'agency',
    auth: [],
    response: ShopfrontConfigResponseSchema,
  }),
  /** The deployed build id, to detect a stale tab. */
  getVersion: op({
    summary: 'Build id of the deployed storefront (plain text, never cached)',
    method: 'GET',
    path: '/version.txt',
    host: 'static',
    auth: [],
    responseType: 'text',
    response: VersionTextSchema,
  }),
  /** Moves the signed-in account's data to the current backend generation. */
  migrate: op({
    summary: 'Migrate the signed-in account (no payload)',
    method: 'POST',
    path: '/api/v1/migration',
    host: 'agency',
    auth: ['bearer', 'basic'],
    response: OkResponseSchema,
  }),
};

/** The config operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const configApi = defineArea('config', configOperationSpecs, callOperation);
