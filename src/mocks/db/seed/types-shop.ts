// Seed shapes for accounts, marketing content and checkout rules (split from types.ts to keep both
// files readable). Same conventions: spec field names, snake_case, ids rather than nested rows.

export interface SeedAddress {
  id: number;
  bridge_id: number | null;
  bridge_name: string | null;
  created_at: string;
  formatted: string;
  latitude: number;
  longitude: number;
  unit_or_floor: string;
}

export interface SeedDebtorCard {
  id: number;
  supplier_id: number;
  status: 'pending' | 'accepted' | 'rejected';
  debtor_card_number: string;
  /** The supplier branch the card was requested at (its name). */
  supplier_branch: string;
  balance_in_cents: number;
}

export interface SeedAccountProfile {
  sms_marketing: boolean;
  terms: boolean;
  language: 'en' | 'af' | 'fr';
  business_name?: string;
  occupation?: string;
}

export interface SeedAccount {
  id: number;
  login: string;
  /** Plain text on purpose: a fake backend for demos, never real credentials. */
  password: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  profile: SeedAccountProfile;
  id_number: string | null;
  business_address_1: string | null;
  debtor_cards: SeedDebtorCard[];
  addresses: SeedAddress[];
  demo: boolean;
  push_subscriptions: unknown[];
  beta_tester: boolean;
  credit_in_cents: number;
  marketing_id: string | null;
}

export interface SeedBanner {
  id: number;
  /** Title and subtitle are drawn into the generated image (the API only exposes image_url). */
  title: string;
  subtitle: string;
  image_url: string;
  /** A category id. */
  target_id: number;
  /** Category whose page shows it (/catalog/v1/categories/{id}/banners); null = home page. */
  category_id: number | null;
}

export interface SeedAd {
  id: number;
  title: string;
  subtitle: string;
  image_url: string;
  target_id: number;
  start_at: string;
  end_at: string;
}

export interface SeedLeaflet {
  id: number;
  name: string;
  /** Relative; handlers absolutise it. */
  url: string;
  supplier_id: number;
  start_at: string;
  end_at: string;
  lat: number;
  long: number;
}

export interface SeedAgency {
  id: number;
  name: string;
  image_url: string;
  supplier_ids: number[];
}

export interface SeedDiscountCode {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount_in_cents: number | null;
  min_order_in_cents: number;
  /** null = unlimited. When used_count >= usage_limit the code answers 'Discount code limit reached'. */
  usage_limit: number | null;
  used_count: number;
  /** Accounts that already used a once-per-account code. */
  per_account_limit: number | null;
  used_by_account_ids: number[];
  starts_at: string;
  ends_at: string;
  /** null = every supplier of the dataset. */
  supplier_ids: number[] | null;
}

export interface SeedDeliveryFeeRule {
  supplier_id: number;
  fee_in_cents: number;
  /** Subtotals at or above this deliver free ('Free' in the UI). */
  free_over_in_cents: number;
  max_distance_km: number;
}

export type Dispatch = 'collect' | 'deliver';

export interface SeedTimeslotRule {
  supplier_id: number;
  dispatch: Dispatch;
  days_ahead: number;
  slot_minutes: number;
  /** Slots starting sooner than now + lead time are not offered. */
  lead_minutes: number;
  /** Delivery runs a shorter window than the shop's opening hours; null = use opening hours. */
  window: readonly [start: string, end: string] | null;
}

export interface SeedShippingOption {
  name: 'COLLECT' | 'PICUP';
  payment_options: string[];
}

export interface SeedClientConfig {
  supplier_id: number;
  bags: boolean;
  bag_price_in_cents: number;
  shipping: SeedShippingOption[];
  minimum_order_in_cents: number;
  discount_codes_enabled: boolean;
}
