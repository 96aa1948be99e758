import { CHECKOUT_MARKS_KEY, PWA_KEY } from '../../stores/store-keys';
import { pwaState } from './pwa-state';
import { localStore, sessionStore } from '../../lib/storage';

// The browser's offer to install the shop, made by us once: after the shopper's second visit or
// first order, never on a first load, never mid-checkout (notices.tsx hides it there).

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

interface Visits {
  visits: number;
  offered: boolean;
}

const read = (): Visits => {
  let stored: Partial<Visits> = {};
  try {
    stored = JSON.parse(localStore.getItem(PWA_KEY) ?? '{}') as Partial<Visits>;
  } catch {
    // Unreadable is a first visit.
  }
  return { visits: Number(stored?.visits) || 0, offered: stored?.offered === true };
};
const write = (visits: Visits) => localStore.setItem(PWA_KEY, JSON.stringify(visits));

/** A visit is a tab's session, not each reload. */
function countVisit(): Visits {
  const visits = read();
  if (sessionStore.getItem(PWA_KEY)) return visits;
  sessionStore.setItem(PWA_KEY, '1');
  const counted = { ...visits, visits: visits.visits + 1 };
  write(counted);
  return counted;
}

const hasOrdered = () => /"placed":\{/.test(localStore.getItem(CHECKOUT_MARKS_KEY) ?? '');

/**
 * Listens for the browser's install offer and holds it until it is due. Returns a function to call
 * on each navigation, since a first order makes it due without a new visit.
 */
export function watchInstallOffer(): () => void {
  const visits = countVisit();
  let held: BeforeInstallPromptEvent | null = null;
  const consider = () => {
    const now = read();
    if (!held || now.offered || (visits.visits < 2 && !hasOrdered())) return;
    const event = held;
    held = null;
    write({ ...now, offered: true });
    pwaState.setState({
      install: async () => {
        pwaState.setState({ install: null });
        await event.prompt();
      },
    });
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium's own mini-infobar would otherwise show on the first visit.
    event.preventDefault();
    held = event as BeforeInstallPromptEvent;
    consider();
  });
  // An installed shop never offers again.
  window.addEventListener('appinstalled', () => write({ ...read(), offered: true }));
  return consider;
}
