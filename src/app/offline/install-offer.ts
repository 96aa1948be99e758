import { hasPlacedOrder } from '#domain/checkout/checkout-marks.ts';
import { PWA_KEY } from '#stores/store-keys.ts';
import { pwaState, type InstallOffer } from './pwa-state';
import { localStore, sessionStore } from '#lib/storage.ts';

// The offer to install the shop, made by us once: after the shopper's second visit or first order,
// never on a first load, never mid-checkout. Chromium's beforeinstallprompt opens its own dialog;
// where a browser has no such event, the offer tells the steps instead (decision 036).

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

/** Opened from the home screen already (navigator.standalone is iOS Safari's own flag). */
const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true;

/**
 * The steps that install the shop in a browser without beforeinstallprompt, by its user agent;
 * null where there are none we can name (desktop Firefox installs nothing).
 */
export function installSteps(userAgent: string, touchPoints: number): 'share' | 'dock' | 'menu' | null {
  // Safari's own user agent has Version/; Chrome, Firefox and in-app views on iOS have no Version/
  // and put Share elsewhere, if anywhere; Edge on iOS has both.
  const safari = /Version\/\d[\d.]*.* Safari\//.test(userAgent) && !/EdgiOS/.test(userAgent);
  // iPadOS asks for desktop sites as a Mac: a Mac with a touch screen is an iPad.
  const mac = /Macintosh/.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent) || (mac && touchPoints > 1)) return safari ? 'share' : null;
  // Safari 17 (macOS Sonoma) added Add to Dock.
  if (mac && safari && Number(/Version\/(\d+)/.exec(userAgent)?.[1]) >= 17) return 'dock';
  if (/Android/.test(userAgent) && /Firefox\//.test(userAgent)) return 'menu';
  return null;
}

/**
 * Holds the install offer until it is due. Returns a function to call on each navigation, since a
 * first order makes it due without a new visit.
 */
export function watchInstallOffer(): () => void {
  const visits = countVisit();
  let held: InstallOffer | null = null;
  const consider = () => {
    const now = read();
    if (!held || now.offered || (visits.visits < 2 && !hasPlacedOrder())) return;
    // Made mid-checkout, it would be spent unseen by a shopper who leaves from there.
    if (pwaState.getState().midCheckout) return;
    const offer = held;
    held = null;
    write({ ...now, offered: true });
    pwaState.setState({ install: offer });
  };
  if (installed()) return () => undefined;
  if (!('onbeforeinstallprompt' in window)) {
    const steps = installSteps(navigator.userAgent, navigator.maxTouchPoints);
    if (steps) held = { kind: 'steps', steps };
    return consider;
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium's own mini-infobar would otherwise show on the first visit.
    event.preventDefault();
    const prompt = async () => {
      pwaState.setState({ install: null });
      await (event as BeforeInstallPromptEvent).prompt();
    };
    held = { kind: 'prompt', prompt };
    consider();
  });
  // An installed shop never offers again.
  window.addEventListener('appinstalled', () => write({ ...read(), offered: true }));
  return consider;
}
