import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { button, dialog, heading, link, role, text, type Shopper } from './shopper';

// The core journeys every engine runs (issue 37), written once against the Shopper interface:
// e2e/engines/firefox.spec.ts runs them in Firefox ESR, webkit.spec.ts in WebKitGTK. The same
// journeys in Chromium are the rest of the e2e suite. Each starts from a fresh profile and its own
// backend session.

export interface Journey {
  name: string;
  /** Errors the browser reports that are the journey's situation (a dropped connection), not a fault. */
  allowedErrors?: RegExp;
  /** The offline journey, which firefox.spec.ts runs behind nginx too. */
  offline?: true;
  run: (shopper: Shopper) => Promise<void>;
}

const SEA_POINT = 'Zero Waste Pantry Sea Point';
/** A counted item and a weighed one, both sold at Sea Point (product 2019). */
const PRODUCT = '/product/2019';
const JAR = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';
const PER_KG = 'Loose & Local Smooth peanut butter (per kg)';

const basketLink = role('link', /in the basket$/);

async function chooseSeaPoint(shopper: Shopper) {
  await shopper.goto('/');
  await shopper.see(dialog('Choose your store'));
  await shopper.click(button(`Shop here: ${SEA_POINT}`, dialog('Choose your store')));
  await shopper.see(heading('Shop by category'));
}

/** Opens an offer's add-to-basket panel on the product page, steps it up, and adds it. */
async function addOffer(shopper: Shopper, name: string, steps: number) {
  // The offer's name opens the panel, whether or not it is in the basket yet.
  await shopper.click(button(new RegExp(`^${escape(name)}$`)));
  const panel = dialog(name);
  await shopper.see(panel);
  for (let i = 0; i < steps; i += 1) await shopper.click(button('Increase quantity', panel));
  await shopper.click(button(/^(Add to basket|Update basket)$/, panel));
  await shopper.gone(panel);
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signIn(shopper: Shopper, returnTo: string) {
  await shopper.goto(`/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  await shopper.fill(role('textbox', 'Mobile number'), DEMO_LOGIN);
  await shopper.fill(role('textbox', 'Password'), DEMO_PASSWORD);
  await shopper.click(button('Sign in'));
  await shopper.see(text('Signed in'));
}

async function expectNoAxeViolations(shopper: Shopper, screen: string) {
  const violations = await shopper.axe();
  if (violations.length > 0)
    throw new Error(`axe on ${screen} in ${shopper.engine}:\n${violations.join('\n')}`);
}

export const JOURNEYS: Journey[] = [
  {
    name: 'a first visit chooses a shop, and the home passes axe',
    run: async (shopper) => {
      await shopper.goto('/');
      const chooser = dialog('Choose your store');
      await shopper.see(chooser);
      // Nothing chosen yet: the chooser cannot be dismissed.
      await shopper.press('Escape');
      await shopper.see(chooser);
      // Four branches overflow a phone's screen: the chooser scrolls, in every engine.
      await shopper.see(button(`Shop here: ${SEA_POINT}`, chooser));
      if (!(await shopper.scrollToEnd(chooser))) throw new Error('the shop chooser did not scroll');
      await shopper.click(button(`Shop here: ${SEA_POINT}`, chooser));
      await shopper.gone(chooser);
      await shopper.see(heading('Shop by category'));
      await shopper.see(link(/^Pantry staples/));
      await expectNoAxeViolations(shopper, 'the home');
    },
  },
  {
    name: 'a counted and a weighed item go into the basket, which a reload keeps',
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      await shopper.goto(PRODUCT);
      await shopper.see(heading('Smooth peanut butter'));
      await addOffer(shopper, JAR, 1);
      await addOffer(shopper, PER_KG, 0);
      await shopper.reload();
      await shopper.click(basketLink);
      await shopper.see(heading('Basket'));
      await shopper.see(role('heading', JAR));
      await shopper.see(role('heading', PER_KG));
    },
  },
  {
    name: 'the add-to-basket panel and a confirm dialog open, close by keyboard and give focus back; the basket passes axe',
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      await shopper.goto(PRODUCT);
      const opener = button(new RegExp(`^${escape(JAR)}$`));
      await shopper.click(opener);
      await shopper.see(dialog(JAR));
      await shopper.press('Escape');
      await shopper.gone(dialog(JAR));
      if ((await shopper.focused()) !== JAR) throw new Error('focus did not return to the opener');
      await addOffer(shopper, JAR, 0);
      await shopper.goto('/basket');
      await shopper.see(role('heading', JAR));
      await expectNoAxeViolations(shopper, 'the basket');
      await shopper.click(button('Clear basket'));
      const confirm = dialog('Please confirm');
      await shopper.see(confirm);
      await shopper.press('Escape');
      await shopper.gone(confirm);
      await shopper.see(role('heading', JAR));
    },
  },
  {
    name: 'search finds products',
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      await shopper.click(link('Search'));
      await shopper.fill(role('searchbox', 'Search products'), 'rice');
      await shopper.see(link(/Basmati rice/));
    },
  },
  {
    name: 'a signed-in shopper collects, pays by EFT to Order accepted, and opens the order; checkout passes axe',
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      await shopper.goto(PRODUCT);
      await addOffer(shopper, JAR, 1);
      await signIn(shopper, '/basket');
      await shopper.see(heading('Basket'));
      // A link for a signed-in shopper (a visitor's button asks for an account first).
      await shopper.click(link('Place order'));
      await shopper.see(heading('Collection or delivery'));
      await shopper.click(role('radio', /^Collect/));
      // A day two or more days away (the first chips are Today and Tomorrow): its slots stay open
      // while the journey runs. Then the first time on it.
      await shopper.click(role('radio', /^(?!Today$|Tomorrow$)/, role('radiogroup', 'Day')));
      await shopper.click(role('radio', /^\d\d:\d\d – \d\d:\d\d/, role('radiogroup', /^Times on /)));
      await expectNoAxeViolations(shopper, 'the slot picker');
      await shopper.click(button('Continue'));
      await shopper.see(heading('Order summary'));
      await expectNoAxeViolations(shopper, 'the order summary');
      await shopper.click(button('Continue to payment'));
      await shopper.see(heading('Payment'));
      await shopper.click(role('radio', 'EFT (bank transfer)'));
      await shopper.click(button('Place order'));
      await shopper.see(heading('Order accepted'));
      await shopper.click(link('Track your order'));
      await shopper.see(heading(/^Order ORD-\d{6}$/));
    },
  },
  {
    name: 'the shopper switches to Afrikaans and then French',
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      await shopper.click(button('Menu'));
      await shopper.select(role('combobox', 'Language'), 'Afrikaans');
      await shopper.see(button('Meld aan'));
      await shopper.press('Escape');
      await shopper.see(heading('Koop volgens kategorie'));
      await shopper.click(button('Kieslys'));
      await shopper.select(role('combobox', 'Taal'), 'Français');
      await shopper.press('Escape');
      await shopper.see(heading('Acheter par catégorie'));
    },
  },
  {
    name: 'the connection drops: the shopper is told, and a reload opens the shop from the device',
    // Offline, the page's calls fail: Firefox reports each as a console error.
    allowedErrors: /CORS request did not succeed|NetworkError when attempting to fetch/,
    offline: true,
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      await shopper.click(link(/^Pantry staples/));
      await shopper.see(heading('Pantry staples'));
      // Kept by the service worker and in the kept query cache (saved a moment after the answers).
      await shopper.keeps('"category",101');
      await shopper.offline(true);
      await shopper.see(text('Internet connection lost', role('alert')));
      await shopper.reload();
      await shopper.see(heading('Pantry staples'));
      // The home, opened afresh from the device: its categories come from the kept cache too.
      await shopper.goto('/');
      await shopper.see(link(/^Pantry staples/));
      await shopper.offline(false);
      await shopper.see(text('Internet connection restored', role('status')));
    },
  },
  {
    name: 'a second tab follows the basket',
    run: async (shopper) => {
      await chooseSeaPoint(shopper);
      const second = await shopper.newTab('/basket');
      await second.see(text('This is an empty cart'));
      await shopper.goto(PRODUCT);
      await addOffer(shopper, JAR, 0);
      await second.see(role('heading', JAR));
    },
  },
];
