import { lazy, Suspense, useState } from 'react';
import { useDialogsStore } from '../../stores/dialogs-store';

// The menu is closed on arrival, so its code (and the shop-services query it runs) stays off the
// first download. It loads when the shopper reaches for the menu button (pointer down or focus),
// which is usually a round trip before the click opens it.
export const loadDrawer = () => import('./drawer');
const AppDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AppDrawer })));

/** The side menu, mounted from its first opening on (so closing hands focus back as dialogs do). */
export function LazyDrawer() {
  const open = useDialogsStore((state) => state.drawer);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDrawer />
    </Suspense>
  );
}
