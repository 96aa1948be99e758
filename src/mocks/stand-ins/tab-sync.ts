import { DATASET_NAMES, type DatasetName } from '../db/seed/types.ts';

// In the browser every page that runs the fake backend has its own copy of the state, loaded from
// localStorage when the page started: the shop's tab, and a stand-in page (/demo-pay/wallet) open in
// another tab. When the stand-in wallet pays in its tab, the shop's tab, which polls its own copy,
// hears it here and settles that copy too (and saves it, so neither tab's next write loses the
// payment). In node (vitest, the mock HTTP server) there is one state and nothing to tell.

export interface WalletPaid {
  kind: 'wallet_paid';
  dataset: DatasetName;
  reference: string;
}

const CHANNEL = 'storefront-demo:stand-ins';
let channel: BroadcastChannel | null | undefined;
let listening = false;

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    const browser =
      typeof window !== 'undefined' &&
      typeof BroadcastChannel === 'function' &&
      typeof navigator !== 'undefined' &&
      'serviceWorker' in navigator;
    channel = browser ? new BroadcastChannel(CHANNEL) : null;
  }
  return channel;
}

function isWalletPaid(data: unknown): data is WalletPaid {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  return (
    message.kind === 'wallet_paid' &&
    DATASET_NAMES.some((name) => name === message.dataset) &&
    typeof message.reference === 'string'
  );
}

/** Tells the other tabs running the fake backend that a stand-in paid (no-op outside a browser). */
export function tellOtherTabs(message: WalletPaid): void {
  open()?.postMessage(message);
}

/** Starts applying what other tabs tell (once per page; no-op outside a browser). */
export function hearOtherTabs(apply: (message: WalletPaid) => void): void {
  const ch = open();
  if (!ch || listening) return;
  listening = true;
  ch.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWalletPaid(event.data)) apply(event.data);
  });
}
