import { findAll, keptOffline, type Target } from './in-page';
import { AXE_TAGS, axeScript, describe, waitFor, type Find, type Key, type Shopper } from './shopper';
import { KEYS, WebDriverError, type ElementRef, type WebDriverSession } from './webdriver';
import type { JourneyServers } from './sessions';

// The shopper's steps over WebDriver, for WebKitGTK (e2e/engines/shopper.ts). Elements are found
// in the page by role and name (in-page.ts), then clicked and typed into by WebDriver itself, so a
// click lands where a finger would: on whatever covers the element, if anything does.

const FIND = findAll.toString();
const KEPT = keptOffline.toString();

/** A Find as the page script takes it: patterns as source and flags. */
const toTarget = (find: Find): Target => ({
  role: find.role,
  level: find.level,
  name: find.name instanceof RegExp ? { source: find.name.source, flags: find.name.flags } : find.name,
  within: find.within && toTarget(find.within),
});

/** The page's text roles compare as getByText does: contained, any case. */
const asText = (find: Find): Find =>
  find.role === 'text' && typeof find.name === 'string'
    ? { ...find, name: new RegExp(find.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') }
    : { ...find, within: find.within && asText(find.within) };

interface Tabs {
  current: string;
}

export function webdriverShopper(
  session: WebDriverSession,
  gates: JourneyServers,
  handle: string,
  tabs: Tabs,
): Shopper {
  const onThisTab = async () => {
    if (tabs.current === handle) return;
    await session.command('POST', '/window', { handle });
    tabs.current = handle;
  };
  const run = async <T>(body: string, ...args: unknown[]) => {
    await onThisTab();
    return session.run<T>(`const done = arguments[arguments.length - 1];\n${body}`, ...args);
  };
  const all = (find: Find) => run<ElementRef[]>(`done((${FIND})(arguments[0]));`, toTarget(asText(find)));
  /** The first element `find` names, once there is one. */
  const one = async (find: Find): Promise<ElementRef> => {
    let found: ElementRef | undefined;
    await waitFor(describe(find), async () => Boolean((found = (await all(find))[0])));
    return found!;
  };
  /** Runs `act` on the element, again while it is covered, stale or not yet interactable. */
  const act = async (find: Find, what: string, action: (element: ElementRef) => Promise<void>) => {
    let refused = '';
    await waitFor(`${what} ${describe(find)}`, async () => {
      try {
        await action(await one(find));
        return true;
      } catch (error) {
        if (!(error instanceof WebDriverError && /intercepted|stale|not interactable/.test(error.error)))
          throw error;
        refused = error.message;
        return false;
      }
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}${refused ? `; last refused: ${refused}` : ''}`);
    });
  };
  // WebKitWebDriver scrolls an element only just into view and then finds an element near the
  // bottom edge not interactable (MiniBrowser's toolbar is counted against the view): a shopper
  // scrolls it well into view before tapping, and so does this.
  const centre = (element: ElementRef) =>
    run(`arguments[0].scrollIntoView({ block: 'center', inline: 'center' }); done();`, element);
  const navigate = async (path: string) => {
    await onThisTab();
    await session.command('POST', '/url', { url: new URL(path, gates.app.url).href });
  };
  const self: Shopper = {
    engine: 'webkit',
    goto: navigate,
    reload: async () => {
      await onThisTab();
      await session.command('POST', '/refresh', {});
    },
    path: () => run<string>('done(location.pathname + location.search);'),
    click: (find) =>
      act(find, 'click', async (element) => {
        await centre(element);
        await session.click(element);
      }),
    fill: (find, value) =>
      act(find, 'fill', async (element) => {
        await centre(element);
        await session.command('POST', `/element/${Object.values(element)[0]}/clear`, {});
        await session.type(element, value);
      }),
    select: async (find, option) => {
      const field = await one(find);
      await run(
        `const [select, option] = arguments;
         const index = option === 'last' ? select.options.length - 1
           : [...select.options].findIndex((o) => o.label === option);
         select.selectedIndex = index;
         select.dispatchEvent(new Event('change', { bubbles: true }));
         done(index);`,
        field,
        option,
      );
    },
    press: async (key: Key) => {
      await onThisTab();
      await session.key(KEYS[key]);
    },
    see: (find) => waitFor(`${describe(find)} to show`, async () => (await all(find)).length > 0),
    gone: (find) => waitFor(`${describe(find)} to go`, async () => (await all(find)).length === 0),
    count: async (find) => (await all(find)).length,
    focused: () =>
      run<string>(
        `const el = document.activeElement;
         done(el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '');`,
      ),
    scrollToEnd: async (find) =>
      run<boolean>(
        `const el = arguments[0];
         const scroller = [el, ...el.querySelectorAll('*')].find(
           (node) => node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY !== 'visible');
         if (!scroller) return done(false);
         scroller.scrollTop = scroller.scrollHeight;
         done(scroller.scrollTop > 0);`,
        await one(find),
      ),
    keeps: (part) =>
      waitFor(`${part} kept for offline`, () =>
        run<boolean>(`(${KEPT})(arguments[0]).then(done, () => done(false));`, part),
      ),
    // WebKitGTK has no network emulation: the gates drop every connection, and the page is told
    // as the browser would tell it (navigator.onLine and the event) until it is reloaded.
    offline: async (value) => {
      gates.app.cut(value);
      gates.api.cut(value);
      await run(
        `Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => ${!value} });
         window.dispatchEvent(new Event('${value ? 'offline' : 'online'}'));
         done();`,
      );
    },
    newTab: async (path) => {
      await onThisTab();
      const opened = await session.command<{ handle: string }>('POST', '/window/new', { type: 'tab' });
      const tab = webdriverShopper(session, gates, opened.handle, tabs);
      await tab.goto(path);
      return tab;
    },
    axe: async () => {
      await run(`window.scrollTo(0, 0); if (!window.axe) { (0, eval)(arguments[0]); } done();`, axeScript());
      return run<string[]>(
        `axe.run(document, { runOnly: { type: 'tag', values: arguments[0] } }).then(
           (r) => done(r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))),
           (e) => done(['axe failed: ' + e]));`,
        AXE_TAGS,
      );
    },
  };
  return self;
}
