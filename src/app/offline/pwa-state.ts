import { createStore } from 'zustand/vanilla';

// What the offline notices show (notices.tsx), set by the code that learns it: the service
// worker's registration, the version check, the browser's install offer. The connection is the
// session store's (offline), since screens disable what needs it.

export interface PwaState {
  /** A checkout step or an order's payment is showing: no notice interrupts it. */
  midCheckout: boolean;
  /** Applies the new version (a reload); null while none is waiting. */
  update: (() => void) | null;
  /** Shows the browser's install dialog; null unless an offer is due now. */
  install: (() => Promise<void>) | null;
}

export const pwaState = createStore<PwaState>(() => ({
  midCheckout: false,
  update: null,
  install: null,
}));
