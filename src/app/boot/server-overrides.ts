import { z } from 'zod/mini';
import { DeploymentConfigSchema, type DeploymentConfig } from '#config/deployment-config.ts';

// Loaded only for a shop whose server sends overrides (start.tsx): most send none, and their
// shoppers need not download the code that checks and applies them.

// The server may only restyle and re-flag the shop; hosts stay as the operator deployed them.
const shape = DeploymentConfigSchema.shape;
const OverridesSchema = z.partial(
  z.object({
    title: shape.title,
    locale: shape.locale,
    theme: z.partial(shape.theme),
    // agency and multi_supplier decide which host serves which call: like hosts, they stay put.
    features: z.partial(z.omit(shape.features, { agency: true, multi_supplier: true })),
    links: z.partial(shape.links.def.innerType),
  }),
);

/** Applies the server's shopfront_config on top of the file config, ignoring anything invalid. */
export function applyServerOverrides(config: DeploymentConfig, overrides: unknown): DeploymentConfig {
  const parsed = OverridesSchema.safeParse(overrides);
  if (!parsed.success) {
    console.warn('Ignoring invalid shopfront_config overrides', z.prettifyError(parsed.error));
    return config;
  }
  const o = parsed.data;
  return {
    ...config,
    ...(o.title !== undefined && { title: o.title }),
    ...(o.locale !== undefined && { locale: o.locale }),
    theme: { ...config.theme, ...o.theme },
    features: { ...config.features, ...o.features },
    links: { ...config.links, ...o.links },
  };
}
