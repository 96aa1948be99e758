import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #b08a61');

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  // A trailing slash would double up when path templates are appended.
  .transform((value) => value.replace(/\/+$/, ''));

export const LOCALES = ['en', 'af', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DeploymentConfigSchema = z
  .object({
    title: z.string().min(1),
    country: z.literal('ZA'),
    currency: z.object({
      symbol: z.string().min(1).max(4),
      iso: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code'),
    }),
    map: z.object({
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
      zoom: z.number().int().min(1).max(20).default(13),
      /** Slippy-map tile template with {z}/{x}/{y}; only the address picker loads it. */
      tile_url: z
        .string()
        .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
        .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
      /** Nominatim-compatible search base; `/search?q=...&format=json` is appended. */
      geocoder_url: httpUrl.default('https://nominatim.openstreetmap.org'),
    }),
    locale: z.enum(LOCALES),
    theme: z.object({
      primary: hexColour,
      secondary: hexColour.optional(),
    }),
    features: z.object({
      agency: z.boolean(),
      bags: z.boolean(),
      combos: z.boolean(),
      multi_supplier: z.boolean(),
      stokvel: z.boolean(),
    }),
    api: z.object({
      /** Agency host: suppliers, catalogue in agency mode, accounts and orders. */
      agency_host: httpUrl,
      /** Main host: v2 directory calls (ads, agencies, banners, leaflets). */
      main_host: httpUrl,
      /** Account scope used in /api/v{n}/account/{scope}/... paths. */
      account_scope: z
        .string()
        .regex(/^[a-z_]+$/)
        .default('customer'),
    }),
    analytics: z
      .object({
        enabled: z.boolean().default(false),
        endpoint: httpUrl.optional(),
      })
      .default({ enabled: false }),
    links: z
      .object({
        support_chat: httpUrl.optional(),
        website: httpUrl.optional(),
        social_group: httpUrl.optional(),
      })
      .default({}),
    /**
     * Asks demo builds to start the in-browser fake supplier backend. Production builds
     * do not contain the fake backend and ignore this flag.
     */
    fake_backend: z.boolean().default(false),
  })
  .strict();

export type DeploymentConfig = z.infer<typeof DeploymentConfigSchema>;

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Validates raw JSON as a deployment config, naming each bad field on failure. */
export function parseDeploymentConfig(raw: unknown): DeploymentConfig {
  const result = DeploymentConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || '(root)',
    message: issue.message,
  }));
  throw new ConfigError(
    `Invalid deployment config: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    issues,
  );
}

let current: DeploymentConfig | undefined;

/** The config the app booted with; throws if read before boot set it. */
export function getDeploymentConfig(): DeploymentConfig {
  if (!current) throw new Error('Deployment config read before it was loaded');
  return current;
}

/** Installs the config for the running app (boot, tests). */
export function setDeploymentConfig(config: DeploymentConfig): void {
  current = config;
}
