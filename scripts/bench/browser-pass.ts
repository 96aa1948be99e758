import { chosenSupplierStorage, dataSaverStorage, type StorageEntries } from '../../tooling/seed-shopper.ts';
import { launchChromium, measureRoutes, measureTransfer, type RouteFigures } from './browser-figures.ts';
import { FLOOR_VARIANT_IDS, type FloorVariant } from './floor/variants.ts';
import { logRequests, type LoggedRequest } from './network-log.ts';
import type { BenchResults } from './report.ts';

/** Routes whose request chain the bench logs (decision 011 shows them before and after). */
const CHAIN_ROUTES = ['/', '/product/1001'];
/** A category whose first screen is pictures (the demo's Pantry staples): what the data saver saves. */
const DATA_LIGHT_ROUTE = '/category/101';

export interface BrowserPass {
  routes: RouteFigures[];
  floorRoutes: Record<FloorVariant, RouteFigures>;
  transfer: Awaited<ReturnType<typeof measureTransfer>>;
  dataLight: NonNullable<BenchResults['dataLight']>;
  requestChain: Record<string, LoggedRequest[]>;
  chromiumVersion: string;
}

/**
 * The bench's byte figures, in one Playwright Chromium before any Lighthouse run: each route's
 * startup files, the home's transfer, the data saver's, the logged request chains and the floors'
 * files. What looks wrong goes into `problems`, as the timings' problems do.
 */
export async function browserPass(options: {
  appUrl: string;
  dist: string;
  routes: readonly string[];
  shopper: StorageEntries;
  floors: Record<FloorVariant, { url: string; dist: string }>;
  problems: string[];
  progress: (message: string) => void;
}): Promise<BrowserPass> {
  const { appUrl, problems, progress } = options;
  const browser = await launchChromium();
  try {
    progress('initial JS and CSS per route (Playwright)');
    const routes = await measureRoutes(browser, appUrl, options.routes, options.shopper, options.dist);
    for (const route of routes) {
      if (route.openedUrl !== route.route) problems.push(`${route.route} redirected to ${route.openedUrl}`);
    }
    progress('bytes transferred on / (first visit, then a reload with a warm cache)');
    const transfer = await measureTransfer(browser, appUrl, '/', chosenSupplierStorage());
    if (transfer.images === 0) problems.push('no image loaded on /: is a supplier chosen?');
    progress(`bytes on ${DATA_LIGHT_ROUTE}, pictures shown and with the data saver on (first visits)`);
    const shown = await measureTransfer(browser, appUrl, DATA_LIGHT_ROUTE, chosenSupplierStorage());
    const light = await measureTransfer(browser, appUrl, DATA_LIGHT_ROUTE, dataSaverStorage());
    if (light.images > 0)
      problems.push(`${light.images} pictures loaded on ${DATA_LIGHT_ROUTE} with the data saver on`);
    const dataLight = {
      route: DATA_LIGHT_ROUTE,
      shown: shown.first,
      light: light.first,
      pictures: shown.images,
    };
    progress('request chain of a first visit to / and /product/1001 (network log)');
    const requestChain: Record<string, LoggedRequest[]> = {};
    for (const route of CHAIN_ROUTES) requestChain[route] = await logRequests(browser, appUrl, route);
    const floorRoutes = {} as Record<FloorVariant, RouteFigures>;
    for (const id of FLOOR_VARIANT_IDS) {
      const floor = options.floors[id];
      [floorRoutes[id]] = (await measureRoutes(browser, floor.url, ['/'], {}, floor.dist)) as [RouteFigures];
    }
    return { routes, floorRoutes, transfer, dataLight, requestChain, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
  }
}
