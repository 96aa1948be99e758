import { z } from 'zod';
import { okEnvelope } from './common.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * Remote overrides of the deployment config. API hosts and the fake-backend flag are left out on
 * purpose: a server must not be able to redirect the app to another host.
 */
export const DeploymentOverridesSchema = z.object({
  title: z.string().min(1).optional(),
  locale: z.enum(['en', 'af', 'fr']).optional(),
  theme: z.object({ primary: hexColour.optional(), secondary: hexColour.optional() }).optional(),
  map: z
    .object({ lat: z.number().optional(), lon: z.number().optional(), zoom: z.number().int().optional() })
    .optional(),
  features: z
    .object({
      agency: z.boolean().optional(),
      bags: z.boolean().optional(),
      combos: z.boolean().optional(),
      multi_supplier: z.boolean().optional(),
      stokvel: z.boolean().optional(),
    })
    .optional(),
  links: z.record(z.string(), z.url()).optional(),
});
export type DeploymentOverrides = z.infer<typeof DeploymentOverridesSchema>;

/** `{status:'ok', config:{config}}` or `{status:'not_found'}` when the host has no overrides. */
export const ShopfrontConfigResponseSchema = z.discriminatedUnion('status', [
  okEnvelope({ config: z.object({ config: DeploymentOverridesSchema }) }),
  z.object({ status: z.literal('not_found') }),
]);
export type ShopfrontConfigResponse = z.infer<typeof ShopfrontConfigResponseSchema>;

/** version.txt is plain text: the build id, possibly with a trailing newline. */
export const VersionTextSchema = z.string().transform((text) => text.trim());
