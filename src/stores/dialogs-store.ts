import { create } from 'zustand';
import type { Offer } from '#api/schemas/catalog.ts';

// Which shell dialog is open. Not persisted: a reload closes dialogs, as a shopper expects.

interface ConfirmRequest {
  message: string;
  resolve: (ok: boolean) => void;
}

export interface ClosedNotice {
  supplierId: number;
  name: string;
  text: string;
}

interface DialogsState {
  drawer: boolean;
  supplierSelector: boolean;
  /** Where to come back to after signing in or registering from the 'account required' dialog. */
  accountRequired: { returnTo: string } | null;
  confirm: ConfirmRequest | null;
  supplierClosed: ClosedNotice | null;
  /** The offer in the add-to-basket panel (opened from any offer card or the product page). */
  addToCart: Offer | null;
  setDrawer: (open: boolean) => void;
  setSupplierSelector: (open: boolean) => void;
  requireAccount: (returnTo: string) => void;
  closeAccountRequired: () => void;
  askConfirm: (message: string) => Promise<boolean>;
  settleConfirm: (ok: boolean) => void;
  showSupplierClosed: (notice: ClosedNotice) => void;
  closeSupplierClosed: () => void;
  openAddToCart: (offer: Offer) => void;
  closeAddToCart: () => void;
}

/** Open/closed state of the app's dialogs and the drawer. */
export const useDialogsStore = create<DialogsState>()((set, get) => ({
  drawer: false,
  supplierSelector: false,
  accountRequired: null,
  confirm: null,
  supplierClosed: null,
  addToCart: null,
  setDrawer: (open) => set({ drawer: open }),
  setSupplierSelector: (open) => set({ supplierSelector: open }),
  requireAccount: (returnTo) => set({ accountRequired: { returnTo } }),
  closeAccountRequired: () => set({ accountRequired: null }),
  askConfirm: (message) =>
    new Promise<boolean>((resolve) => {
      // A second question cancels the first rather than leaving its caller waiting forever.
      get().confirm?.resolve(false);
      set({ confirm: { message, resolve } });
    }),
  settleConfirm: (ok) => {
    get().confirm?.resolve(ok);
    set({ confirm: null });
  },
  showSupplierClosed: (notice) => set({ supplierClosed: notice }),
  closeSupplierClosed: () => set({ supplierClosed: null }),
  openAddToCart: (offer) => set({ addToCart: offer }),
  closeAddToCart: () => set({ addToCart: null }),
}));
