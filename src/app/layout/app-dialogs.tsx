import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { currentHandle } from '../navigation/route-handle';
import { useChooseSupplier } from './use-choose-supplier';
import { useOpenedOnce } from './use-opened-once';
import { withStrings } from '#lib/i18n.ts';

// A returning shopper has a shop and rarely changes it, so the selector (and the dialog code it
// brings) loads when first needed; `loadSupplierSelector` lets a button start it on intent.
export const loadSupplierSelector = () =>
  import('#features/suppliers/components/supplier-selector.tsx').then(withStrings);
const SupplierSelector = lazy(() => loadSupplierSelector().then((m) => ({ default: m.SupplierSelector })));

// Questions and notices the shell rarely shows load when first needed, not with every page.
const ShellNotices = lazy(() =>
  import('./shell-notices').then(withStrings).then((m) => ({ default: m.ShellNotices })),
);

// The add-to-basket panel (with the stepper and the date formatters) loads when first opened, not with home.
const AddToCartHost = lazy(() =>
  import('./add-to-cart-host').then(withStrings).then((m) => ({ default: m.AddToCartHost })),
);

/** Data-free (zero-rated) sessions only search shops this close, in km. */
export const DATA_FREE_RADIUS_KM = 15;

/** The shell's dialogs: supplier selector and add to basket here, the rarer ones in ShellNotices. */
export function AppDialogs() {
  const config = useDeploymentConfig();
  const agency = config.features.agency;
  const handle = currentHandle(useMatches());
  const dialogs = useDialogsStore();
  const selected = useSuppliersStore((state) => state.selected);
  const editing = useOrdersStore((state) => state.editing !== null);
  const dataFree = useSessionStore((state) => state.dataFree);
  const choose = useChooseSupplier();
  // Agency mode cannot show a catalogue without a supplier, so catalogue pages ask for one first.
  const mustChoose = agency && !selected && handle?.catalogue === true;
  const selectorOpen = dialogs.supplierSelector || mustChoose;
  const selectorWanted = useOpenedOnce(selectorOpen);

  return (
    <>
      {selectorWanted && (
        <Suspense fallback={null}>
          <SupplierSelector
            open={selectorOpen}
            dismissible={!mustChoose && !dataFree && (selected !== null || !agency)}
            onClose={() => dialogs.setSupplierSelector(false)}
            onChoose={choose}
            selectedId={selected?.id ?? null}
            market={!agency}
            editing={editing}
            fallbackPosition={config.map}
            radius={dataFree ? DATA_FREE_RADIUS_KM : undefined}
            autoSelectSingle={agency && !selected}
          />
        </Suspense>
      )}
      {(dialogs.accountRequired !== null || dialogs.confirm !== null || dialogs.supplierClosed !== null) && (
        <Suspense fallback={null}>
          <ShellNotices />
        </Suspense>
      )}
      {dialogs.addToCart && (
        <Suspense fallback={null}>
          <AddToCartHost offer={dialogs.addToCart} onClose={dialogs.closeAddToCart} />
        </Suspense>
      )}
    </>
  );
}
