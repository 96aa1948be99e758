import type { Address } from '#api/schemas/account.ts';
import type { SeedAccount } from './seed/types-shop.ts';

// Shapes of the mutable part of a dataset: everything shoppers, staff and time change. Kept
// JSON-safe (no Dates, no Maps) because the browser persists it to localStorage as-is.

export type Dispatch = 'collect' | 'deliver';

export interface StoredOrderItem {
  id: number;
  offer_id: number;
  sellable_id: number;
  name: string;
  /** What will be packed; lower than qty_ordered when stock ran short. */
  qty: number;
  qty_ordered: number;
  unit_price_in_cents: number;
  base_price_in_cents: number | null;
  price_changed: boolean;
  /** The supplier could not pack the full quantity: the shopper must accept or remove. */
  short: boolean;
  accepted_limited_stock: boolean;
  removed: boolean;
  packed_at: string | null;
}

export interface StoredReview {
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface StoredEvent {
  timestamp: string;
  name: string;
  message: string | null;
}

export interface StoredOrder {
  id: number;
  reference: string;
  account_id: number;
  supplier_id: number;
  created_at: string;
  provider: string;
  dispatch: Dispatch;
  shipping_provider: string | null;
  shipping_address: Address | null;
  collection_date: string | null;
  shipping_price_in_cents: number;
  discount_code: string | null;
  discount_in_cents: number;
  credit_in_cents: number;
  requires_bags: boolean;
  bag_qty: number;
  bag_price_in_cents: number;
  stokvel: boolean;
  is_demo: boolean;
  items: StoredOrderItem[];
  /** Money received so far (online payments, debtor card, cash at the door). */
  paid_in_cents: number;
  /** Money given back so far (a cancelled debtor-card order goes back to the card at once). */
  refunded_in_cents?: number;
  /** When the order was first paid for; null while awaiting an online payment. */
  paid_at: string | null;
  offline_payment_at: string | null;
  cancelled_at: string | null;
  /** Set when the shopper has accepted/removed every short item; progress restarts from here. */
  stock_resolved_at: string | null;
  review: StoredReview | null;
  events: StoredEvent[];
}

export type TransactionStatus =
  | 'pending'
  | 'processing'
  | 'paid'
  | 'failed'
  | 'declined'
  | 'insufficient_funds'
  | 'cancelled'
  | 'amount_error';

export interface StoredTransaction {
  id: number;
  order_id: number;
  amount_in_cents: number;
  status: TransactionStatus;
  provider: string;
  provider_reference: string;
  created_at: string;
  return_url: string | null;
}

export interface StoredCart {
  id: number;
  account_id: number;
  items: { offer_id: number; qty: number }[];
  location: { lat: number; lon: number } | null;
  proxy_order_id: number | null;
  updated_at: string;
}

export interface ResetCode {
  token_id: number;
  account_id: number;
  code: string;
  expires_at: string;
  attempts: number;
  validated: boolean;
  used: boolean;
}

export interface StoredImport {
  id: number;
  import_type: string;
  created_at: string;
  content_type: string;
  supplier_id: number | null;
}

export interface StoredAccount extends SeedAccount {
  /** Debtor cards requested in the demo are accepted a little later (computed on read). */
  debtor_requested_at?: Record<string, string>;
}

export interface MutableState {
  version: 1;
  /** The instant the seed was built for; reloading rebuilds the same catalogue from it. */
  seeded_at: string;
  next_ids: Record<string, number>;
  accounts: StoredAccount[];
  /** Bearer token -> account id. */
  tokens: Record<string, number>;
  /** Bearer token -> when it stops working (ISO); absent in demo states saved before expiry. */
  token_expiry?: Record<string, string>;
  reset_codes: ResetCode[];
  carts: StoredCart[];
  orders: StoredOrder[];
  transactions: StoredTransaction[];
  /** `<operation>:<key>` -> id of what the first request created. */
  idempotency: Record<string, number>;
  /** Discount code -> account ids that used it in this demo (on top of the seed's counts). */
  discount_usage: Record<string, number[]>;
  imports: StoredImport[];
  /** Pack job id (= order id) -> what staff did with it. */
  packs: Record<string, { completed_at: string | null; disputed_reason: string | null; issues: string[] }>;
}
