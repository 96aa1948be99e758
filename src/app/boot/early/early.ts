import { CONFIG_URL, hostsOf, PUBLIC_GET } from '#api/paths.ts';
import { startEarly } from '#api/early-responses.ts';
import { bannerOrder, firstPicture } from '#features/catalog/home-banners.ts';
import { categoryFirstRow, type TilePicture } from '#features/catalog/tile-picture.ts';
import { storedState } from '#lib/stored-state.ts';
import { storedSelection } from '#stores/stored-shop.ts';
import { catalogueShopOf } from '../../navigation/catalogue-shop-of';
import { record } from '#lib/record.ts';
import { pageAt } from './early-page';
import { firstPageCalls } from './first-page-calls';
import { PREFERENCES_STORE_KEY, PREFERENCES_STORE_VERSION, SUPPLIERS_STORE_KEY } from '#stores/store-keys.ts';
import { browserSavesData } from '#lib/save-data.ts';

// The early boot script, inline in index.html (build/early-script-plugin.ts): it runs while the
// parser is still in the head and the app's scripts are still downloading and evaluating. On a
// category or product link it preloads the screen's own code at once. Once the config is in, it
// asks for the page's first data and preloads the page's largest pictures, so neither code nor data
// waits for the app to evaluate, and the pictures no longer wait for the data to reach the app. It
// decides nothing: the app validates the config and the stored shop as always and takes an answer
// only for a public GET of the same URL, sent as this script sends it (api/early-responses.ts).
// Anything unexpected here means it does nothing.

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const json = (response: Promise<Response> | undefined): Promise<Record<string, unknown>> =>
  Promise.resolve(response)
    .then((answer) => (answer?.ok ? answer.clone().json() : {}))
    .then(record, () => ({}));

const preload = (attributes: Partial<HTMLLinkElement>) =>
  document.head.append(Object.assign(document.createElement('link'), attributes));

/** A picture the page shows first, asked for as its `<img>` will ask: the same file, at once. */
function preloadPicture(picture: TilePicture | null | undefined): void {
  if (!picture) return;
  const { src, srcSet = '', sizes = '' } = picture;
  preload({
    rel: 'preload',
    as: 'image',
    fetchPriority: 'high',
    href: src,
    imageSrcset: srcSet,
    imageSizes: sizes,
  });
}

const plain = (src: string | undefined) => (src ? { src } : null);

// The answers are not validated here: safeUrl takes anything but a string address as no picture.
const pictures = (value: unknown) => list(value).map(record);

async function start(): Promise<void> {
  const page = pageAt(location.pathname);
  // The page's own code, which the app would only ask for once it has evaluated. Low, so that it
  // never goes ahead of the stack's scripts, which the page needs as much and which are larger.
  // As crossorigin as the app's own script and style links, or the browser would not use them.
  for (const file of (page && __EARLY_SCREEN_FILES__[page.name]) || []) {
    const style = file.endsWith('.css');
    preload({
      rel: style ? 'preload' : 'modulepreload',
      as: style ? 'style' : 'script',
      href: file,
      fetchPriority: 'low',
      crossOrigin: '',
    });
  }
  const config = await json(startEarly(CONFIG_URL));
  const hosts = hostsOf(config.api);
  const features = record(config.features);
  // A demo build's fake backend starts with the app: until then its hosts answer nothing.
  if (!page || (__FAKE_BACKEND__ && config.fake_backend === true)) return;
  if (!hosts) return;
  const chosen = storedSelection(localStorage.getItem(SUPPLIERS_STORE_KEY));
  const shop = catalogueShopOf(chosen, features.agency === true);
  if (!shop) return;
  const calls = firstPageCalls(page, hosts, features.multi_supplier === true, shop);
  const started = Object.fromEntries(
    Object.entries(calls).map(([name, url]) => [name, json(startEarly(url, PUBLIC_GET))]),
  );
  // Data-light keeps pictures back (useDataLight, stores/preferences-store.ts): the shopper's stored
  // choice, else the browser's data saver. A data-free session is left to the app: it is zero-rated,
  // so the shopper pays for no picture.
  const { dataLight } = storedState(localStorage[PREFERENCES_STORE_KEY], PREFERENCES_STORE_VERSION);
  if (dataLight ?? browserSavesData()) return;
  // The page's largest paint, as the screens pick it: the home's first banner, the product's picture,
  // the category's first row of tiles.
  if (started.banners && started.ads) {
    const [banners, ads] = await Promise.all([started.banners, started.ads]);
    const { banners: adBanners, popups } = record(ads.ads);
    preloadPicture(
      plain(
        firstPicture(
          bannerOrder(pictures(banners.banners), { banners: pictures(adBanners), popups: pictures(popups) }),
        ),
      ),
    );
  }
  if (started.product) preloadPicture(plain(firstPicture(pictures([(await started.product).product]))));
  if (started.category) {
    const { categories, products } = record((await started.category).category);
    categoryFirstRow({ categories: pictures(categories), products: pictures(products) }).forEach(
      preloadPicture,
    );
  }
}

void start().catch(() => undefined);
