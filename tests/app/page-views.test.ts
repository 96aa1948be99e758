import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { followNavigation } from '../../src/app/boot/session-setup';
import { configureAnalytics, onTrack } from '../../src/analytics/analytics';

afterEach(() => configureAnalytics({ enabled: false }));

function routerAt(path: string) {
  return createMemoryRouter(
    [
      { path: '/', handle: { name: 'catalog_root' } },
      { path: '/basket', handle: { name: 'basket' } },
      { path: '/category/:id', handle: { name: 'category', tracksOwnPageView: true } },
      { path: '/product/:id', handle: { name: 'product', tracksOwnPageView: true } },
    ],
    { initialEntries: [path] },
  );
}

describe('page views', () => {
  it('tracks a page view after each navigation except on category and product pages', async () => {
    configureAnalytics({ enabled: true });
    const seen: unknown[] = [];
    const stopTracking = onTrack((event, params) => seen.push([event, params]));
    const router = routerAt('/');
    const stop = followNavigation(router);
    await router.navigate('/category/101');
    await router.navigate('/product/7');
    await router.navigate('/basket');
    stop();
    stopTracking();
    expect(seen).toEqual([
      ['page_view', { path: '/' }],
      ['page_view', { path: '/basket' }],
    ]);
  });

  it('tracks nothing when the deployment leaves analytics off', async () => {
    const seen: unknown[] = [];
    const stopTracking = onTrack((event) => seen.push(event));
    const router = routerAt('/');
    const stop = followNavigation(router);
    await router.navigate('/basket');
    stop();
    stopTracking();
    expect(seen).toEqual([]);
  });
});
