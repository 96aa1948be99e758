import { lazy, Suspense } from 'react';
import { useAccountStore } from '#stores/account-store.ts';
import { useStartedAfter } from '../boot/after-first-page';
import { withStrings } from '#lib/i18n.ts';

// Only a signed-in shopper has orders to watch, and not before the first page is in: the watch
// and what it says load then, outside the startup bundle.
const SignedInWatch = lazy(() =>
  import('./signed-in-watch').then(withStrings).then((m) => ({ default: m.SignedInWatch })),
);

/** The shell's watch on the shopper's orders (signed-in-watch.tsx), once there is one to watch. */
export function OpenOrdersWatch() {
  const userId = useAccountStore((state) => state.account?.id ?? null);
  // It waits for the first page's quiet moment like the other background requests.
  const started = useStartedAfter('signed-in watch');
  return started && userId !== null ? (
    <Suspense fallback={null}>
      {/* Keyed by shopper: another account's watch starts from nothing. */}
      <SignedInWatch key={userId} userId={userId} />
    </Suspense>
  ) : null;
}
