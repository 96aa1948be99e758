import { z } from 'zod/mini';
import { okEnvelope } from './common.ts';

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/**
 * Remote overrides of the deployment config. API hosts and the fake-backend flag are left out on
 * purpose: a server must not be able to redirect the app to another host.
 */
export const DeploymentOverridesSchema = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  locale: z.optional(z.enum(['en', 'af', 'fr'])),
  theme: z.optional(z.object({ primary: z.optional(hexColour), secondary: z.optional(hexColour) })),
  map: z.optional(
    z.object({
      lat: z.optional(z.number()),
      lon: z.optional(z.number()),
      zoom: z.optional(z.number().check(z.int())),
    }),
  ),
  features: z.optional(
    z.object({
      agency: z.optional(z.boolean()),
      bags: z.optional(z.boolean()),
      combos: z.optional(z.boolean()),
      multi_supplier: z.optional(z.boolean()),
      stokvel: z.optional(z.boolean()),
    }),
  ),
  links: z.optional(z.record(z.string(), z.url())),
});
export type DeploymentOverrides = z.infer<typeof DeploymentOverridesSchema>;

/** `{status:'ok', config:{config}}` or `{status:'not_found'}` when the host has no overrides. */
export const ShopfrontConfigResponseSchema = z.discriminatedUnion('status', [
  okEnvelope({ config: z.object({ config: DeploymentOverridesSchema }) }),
  z.object({ status: z.literal('not_found') }),
]);
export type ShopfrontConfigResponse = z.infer<typeof ShopfrontConfigResponseSchema>;

/** version.txt is plain text: the build id, possibly with a trailing newline. */
export const VersionTextSchema = z.pipe(
  z.string(),
  z.transform((text) => text.trim()),
);
