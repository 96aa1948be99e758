import { z } from 'zod/mini';
import { create } from 'zustand';
import { setCurrency } from '#lib/money.ts';
import { isSecureUrl } from '#lib/safe-url.ts';
import { hexColour, pageUrl, secureUrl, stylesheetUrl, trustedOrigin } from './config-fields.ts';

export const LOCALES = ['en', 'af', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DeploymentConfigSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  country: z.literal('ZA'),
  currency: z.object({
    symbol: z.string().check(z.minLength(1), z.maxLength(4)),
    iso: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code')),
  }),
  map: z.object({
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lon: z.number().check(z.gte(-180), z.lte(180)),
    zoom: z._default(z.number().check(z.int(), z.gte(1), z.lte(20)), 13),
    /**
     * Slippy-map tile template with {z}/{x}/{y}; only the address picker loads it. Like every
     * absolute URL here: https, http only on loopback (secureUrl's rule), or the tiles and the
     * addresses the shopper searches for travel readable and swappable on the way.
     */
    tile_url: z._default(
      z
        .string()
        .check(
          z.regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be a URL with {z}, {x} and {y}'),
          z.refine(isSecureUrl, 'must be an https URL (http only on localhost, 127.0.0.1 or [::1])'),
        ),
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    ),
    /** Nominatim-compatible search base; `/search?q=...&format=json` is appended. */
    geocoder_url: z._default(secureUrl, 'https://nominatim.openstreetmap.org'),
  }),
  locale: z.enum(LOCALES),
  theme: z.object({
    primary: hexColour,
    secondary: z.optional(hexColour),
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
    agency_host: secureUrl,
    /** Main host: v2 directory calls (ads, agencies, banners, leaflets). */
    main_host: secureUrl,
    /** Account scope used in /api/v{n}/account/{scope}/... paths. */
    account_scope: z._default(z.string().check(z.regex(/^[a-z_]+$/)), 'customer'),
    /**
     * Supplier API origins (market mode `api_endpoint`s) that may receive the shopper's credentials
     * (bearer token, basic, API key), besides the agency and main hosts. A supplier on any other
     * origin is still called, without credentials, so only its public calls work. Origins only
     * (`https://api.supplier.co.za`), https, or http on localhost, 127.0.0.1 or [::1]. The nginx
     * renderer adds the same list to the CSP's connect-src and img-src (scripts/nginx/csp.ts).
     */
    trusted_origins: z._default(z.array(trustedOrigin), []),
    /**
     * How long a call may go unanswered before the shopper is told the supplier did not answer
     * (and offered a retry). 60 s suits a slow mobile connection; tests set a few seconds.
     */
    timeout_seconds: z._default(z.number().check(z.int(), z.gte(1), z.lte(300)), 60),
  }),
  /**
   * Online payment providers (docs/payments.md). Only their public parts: the checksum key of the
   * gateway and the card provider's secret key stay on the supplier's server.
   */
  payments: z._default(
    z.object({
      /**
       * The gateway's hosted payment page (PayGate PayWeb3's process URL). The storefront posts the
       * supplier's PAY_REQUEST_ID and CHECKSUM there and to nowhere else; the rendered CSP's
       * form-action allows its origin.
       */
      gateway_url: z._default(pageUrl, 'https://secure.paygate.co.za/payweb3/process.trans'),
      /**
       * The card provider's tokenising endpoint: the card form sends card details there with the
       * supplier's public key and gets a one-time token, so card numbers never reach the supplier.
       */
      card_token_url: z._default(secureUrl, 'https://online.yoco.com/v1/tokens'),
      /** Origins of the mobile wallets' QR images (the CSP's img-src); same-origin paths need none. */
      wallet_origins: z._default(z.array(trustedOrigin), []),
    }),
    {
      gateway_url: 'https://secure.paygate.co.za/payweb3/process.trans',
      card_token_url: 'https://online.yoco.com/v1/tokens',
      wallet_origins: [],
    },
  ),
  analytics: z._default(
    z.object({
      /**
       * Events go to `endpoint` as beacons, and only after the shopper accepts the consent notice
       * that this turns on (decision 032); there is no setting that skips the question.
       */
      enabled: z._default(z.boolean(), false),
      endpoint: z.optional(secureUrl),
      /**
       * Ad tracking, off unless turned on: the shopper is asked first, and only after Accept are
       * add-to-cart events sent (to `endpoint`, as beacons) and the _fbp/_fbc cookies passed with
       * a registered order. No third-party script is ever loaded.
       */
      ad_tracking: z.optional(
        z.object({
          enabled: z.boolean(),
          pixel_id: z.optional(z.string().check(z.regex(/^\d{1,20}$/, "must be the pixel's digits"))),
        }),
      ),
    }),
    { enabled: false },
  ),
  links: z._default(
    z.object({
      support_chat: z.optional(secureUrl),
      website: z.optional(secureUrl),
      social_group: z.optional(secureUrl),
    }),
    {},
  ),
  /**
   * The shop's terms of sale, a text or Markdown document that /terms_and_conditions shows as text
   * (docs/decisions/018-terms-as-text.md): a path of the storefront's own origin (`/terms/shop.md`,
   * a file in public/) or an https URL. Without it the screen points at links.website. Another
   * origin must answer CORS; the rendered CSP allows it (docs/deploy.md).
   */
  terms_url: z.optional(pageUrl),
  /**
   * A demo station's look (docs/decisions/019-demo-station-theme.md): a stylesheet linked before
   * the splash goes, and its name on <body data-demo-station> for the sheet to show.
   */
  demo_station: z.optional(
    z.object({ name: z.string().check(z.minLength(1), z.maxLength(40)), stylesheet: stylesheetUrl }),
  ),
  /**
   * Asks demo builds to start the in-browser fake supplier backend. Production builds
   * do not contain the fake backend and ignore this flag.
   */
  fake_backend: z._default(z.boolean(), false),
});

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

// The config the app runs with, in a store: the server's overrides (shopfront_config) arrive after
// the first page, and every component that reads the config with useDeploymentConfig re-renders
// with them at once. Code outside React reads it when it runs (getDeploymentConfig).
const useConfigStore = create<{ config: DeploymentConfig | null }>(() => ({ config: null }));

const loaded = (config: DeploymentConfig | null): DeploymentConfig => {
  if (!config) throw new Error('Deployment config read before it was loaded');
  return config;
};

/** The config the app runs with, now; throws if read before boot set it. Outside React. */
export function getDeploymentConfig(): DeploymentConfig {
  return loaded(useConfigStore.getState().config);
}

/** The config the app runs with, for a component: it re-renders when the config changes. */
export function useDeploymentConfig(): DeploymentConfig {
  return loaded(useConfigStore((state) => state.config));
}

/** Installs the config for the running app (boot, the server's overrides, tests). */
export function setDeploymentConfig(config: DeploymentConfig): void {
  setCurrency(config.currency);
  useConfigStore.setState({ config });
}
