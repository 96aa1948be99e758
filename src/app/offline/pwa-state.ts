import { createStore } from 'zustand/vanilla';

// What the offline notices show (notices.tsx), set by the code that learns it: the service
// worker's registration, the version check, the browser's install offer. The connection is the
// session store's (offline), since screens disable what needs it.

/**
 * How the shop can be installed here: the browser's own dialog (Chromium's beforeinstallprompt), or
 * steps the shopper follows in a browser that has no such event (decision 036): Share then Add to
 * Home Screen (iOS Safari), Share then Add to Dock (Safari on a Mac), the menu (Firefox on Android).
 */
export type InstallOffer =
  { kind: 'prompt'; prompt: () => Promise<void> } | { kind: 'steps'; steps: 'share' | 'dock' | 'menu' };

export interface PwaState {
  /** A checkout step or an order's payment is showing: no notice interrupts it. */
  midCheckout: boolean;
  /** Applies the new version (a reload); null while none is waiting. */
  update: (() => void) | null;
  /** The install offer; null unless one is due now (and after it is answered). */
  install: InstallOffer | null;
}

export const pwaState = createStore<PwaState>(() => ({
  midCheckout: false,
  update: null,
  install: null,
}));
