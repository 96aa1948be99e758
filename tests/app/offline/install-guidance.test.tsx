import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSteps, watchInstallOffer } from '../../../src/app/offline/install-offer';
import { mountNotices, strings } from '../../../src/app/offline/notices';
import { pwaState } from '../../../src/app/offline/pwa-state';
import { withStrings } from '../../../src/lib/i18n';
import { placedCheckout } from '../../../src/domain/checkout/checkout-marks';
import { PWA_KEY } from '../../../src/stores/store-keys';
import { installDeployment } from '../../support/fake-backend';

// The install offer as a shopper meets it: Chromium's own dialog where beforeinstallprompt exists,
// steps to follow where it does not (decision 036), on one schedule: from the second visit or the
// first order, once, never mid-checkout, never in the installed shop.

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 EdgiOS/131.0.2903.68 Mobile/15E148 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macSafari16:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

const STEPS = 'Tap Share, then Add to Home Screen.';
const notices = () => screen.queryByRole('complementary', { name: 'Connection and updates' });

/** What the browser is: its user agent, whether it has the event, whether the shop runs installed. */
const defined: [object, string][] = [];
function browser(userAgent: string, { event = false, standalone = false } = {}) {
  const define = (target: object, key: string, value: unknown) => {
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    defined.push([target, key]);
  };
  define(navigator, 'userAgent', userAgent);
  define(navigator, 'maxTouchPoints', 5);
  if (event) define(window, 'onbeforeinstallprompt', null);
  if (standalone) define(navigator, 'standalone', true);
}

/** A visit: a new browsing session after `before` earlier ones; returns the per-page check. */
function visit(before: number): () => void {
  sessionStorage.clear();
  localStorage.setItem(
    PWA_KEY,
    JSON.stringify({ ...JSON.parse(localStorage.getItem(PWA_KEY) ?? '{}'), visits: before }),
  );
  let consider = () => undefined as void;
  act(() => {
    consider = watchInstallOffer();
    consider();
  });
  return () => act(consider);
}

const added: [string, EventListenerOrEventListenerObject][] = [];
beforeAll(() => {
  installDeployment('reference');
  // As the offline-first code does when it loads the notices.
  withStrings({ strings });
  act(() => mountNotices(new QueryClient()));
});
beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener]);
    add(type, listener, options);
  });
});
/** Back to jsdom's own browser, with no offer made. */
function forgetBrowser() {
  for (const [target, key] of defined.splice(0)) Reflect.deleteProperty(target, key);
  act(() => pwaState.setState(pwaState.getInitialState(), true));
  localStorage.clear();
}
afterEach(() => {
  for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
  forgetBrowser();
});

describe('which steps install the shop in a browser without beforeinstallprompt', () => {
  it.each([
    ['iPhone Safari', UA.iPhoneSafari, 5, 'share'],
    ['iPad Safari, asking for desktop sites', UA.macSafari, 5, 'share'],
    ['Safari 17+ on a Mac', UA.macSafari, 0, 'dock'],
    ['Safari 16 on a Mac (no Add to Dock)', UA.macSafari16, 0, null],
    ['Chrome on iOS', UA.iPhoneChrome, 5, null],
    ['Edge on iOS', UA.iPhoneEdge, 5, null],
    ['Firefox on Android', UA.androidFirefox, 5, 'menu'],
    ['desktop Firefox (installs nothing)', UA.desktopFirefox, 0, null],
  ])('%s', (_, userAgent, touchPoints, steps) => {
    expect(installSteps(userAgent, touchPoints)).toBe(steps);
  });
});

describe('install guidance where beforeinstallprompt does not exist', () => {
  it('tells an iPhone Safari shopper the steps from the second visit, with the share icon beside them', () => {
    browser(UA.iPhoneSafari);
    visit(0);
    expect(notices()).toBeNull();

    visit(1);
    const offer = notices()!;
    expect(offer).toHaveTextContent('Add Zero Waste Pantry to your home screen');
    expect(within(offer).getByText(STEPS, { exact: false })).toBeInTheDocument();
    expect(offer.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(offer).queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('comes after a first order on a first visit', () => {
    browser(UA.iPhoneSafari);
    const landed = visit(0);
    expect(notices()).toBeNull();
    // Written as checkout writes it when an order is placed.
    placedCheckout.write({ started_at: '2025-03-14T09:00:00.000Z', order_id: 1001 });
    landed();
    expect(notices()).toHaveTextContent(STEPS);
  });

  it('tells Firefox on Android to use its menu, and desktop Firefox nothing', () => {
    browser(UA.androidFirefox);
    visit(1);
    expect(notices()).toHaveTextContent('Open the menu and tap Install or Add to Home screen.');
    forgetBrowser();

    browser(UA.desktopFirefox);
    visit(1);
    expect(notices()).toBeNull();
  });

  it('never shows in the installed shop', () => {
    browser(UA.iPhoneSafari, { standalone: true });
    visit(1);
    expect(notices()).toBeNull();
    forgetBrowser();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    browser(UA.androidFirefox);
    visit(2);
    expect(notices()).toBeNull();
  });

  it('waits out a checkout instead of being spent there unseen', () => {
    browser(UA.iPhoneSafari);
    act(() => pwaState.setState({ midCheckout: true }));
    const landed = visit(1);
    expect(notices()).toBeNull();
    expect(JSON.parse(localStorage.getItem(PWA_KEY)!).offered).toBe(false);

    act(() => pwaState.setState({ midCheckout: false }));
    landed();
    expect(notices()).toHaveTextContent(STEPS);
    // Back into checkout, it steps aside again.
    act(() => pwaState.setState({ midCheckout: true }));
    expect(notices()).toBeNull();
  });

  it('goes for good with Not now', async () => {
    browser(UA.iPhoneSafari);
    visit(1);
    await userEvent.click(within(notices()!).getByRole('button', { name: 'Not now' }));
    expect(notices()).toBeNull();

    visit(2);
    expect(notices()).toBeNull();
  });
});

describe('where beforeinstallprompt exists', () => {
  it("keeps Chromium's own dialog, with no steps", async () => {
    browser(UA.androidChrome, { event: true });
    visit(1);
    expect(notices()).toBeNull();
    const prompt = vi.fn(async () => undefined);
    act(() => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt })));

    const offer = notices()!;
    expect(offer).toHaveTextContent('Add Zero Waste Pantry to your home screen');
    expect(offer).not.toHaveTextContent('Share');
    await userEvent.click(within(offer).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(notices()).toBeNull();
  });
});
