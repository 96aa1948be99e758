import { lazy, Suspense } from 'react';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useOpenedOnce } from './use-opened-once';
import { withStrings } from '#lib/i18n.ts';

// The menu is closed on arrival, so its code (and the shop-services query it runs) stays off the
// first download. It loads when the shopper reaches for the menu button (pointer down or focus),
// which is usually a round trip before the click opens it.
export const loadDrawer = () => import('./drawer').then(withStrings);
const AppDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AppDrawer })));

/** The side menu, mounted from its first opening on (so closing hands focus back as dialogs do). */
export function LazyDrawer() {
  const opened = useOpenedOnce(useDialogsStore((state) => state.drawer));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AppDrawer />
    </Suspense>
  );
}
