import type { CardOutcome } from '../stand-ins/card.ts';
import type { DatasetState } from './state.ts';
import type { MutableState } from './store-types.ts';

// What the providers' stand-ins (db/gateway.ts, db/card-charge.ts) remember, kept with the dataset's
// mutable state so it is persisted and reset with it.

/** What the gateway told the supplier about a payment request. */
export interface GatewayResult {
  transaction_status: string;
  decided_at: string;
}

/** A token the card provider minted: what charging it does, and whether it was spent. */
export interface CardTokenRecord {
  outcome: CardOutcome;
  public_key: string;
  last4: string;
  created_at: string;
  used_at: string | null;
}

export interface ProviderRecords {
  /** Transaction id -> the gateway's recorded result. */
  gateway_results: Record<string, GatewayResult>;
  /** Card token -> its record. */
  card_tokens: Record<string, CardTokenRecord>;
}

type WithProviderRecords = MutableState & { stand_ins?: ProviderRecords };

/** The providers' records of a dataset, created on first use (older saved demo state has none). */
export function providerRecords(state: DatasetState): ProviderRecords {
  const mut = state.mut as WithProviderRecords;
  mut.stand_ins ??= { gateway_results: {}, card_tokens: {} };
  return mut.stand_ins;
}
