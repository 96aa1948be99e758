import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import reference from '../../deployments/reference.json' with { type: 'json' };
import type * as GateModule from '../../src/app/boot/first-page-gate';
import { startApp } from '../../src/app/boot/start';
import { createAppRouter } from '../../src/app/router';
import { parseDeploymentConfig } from '../../src/config/deployment-config';
import { configureAnalytics } from '../../src/analytics/analytics';
import { initI18n } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { usePreferencesStore } from '../../src/stores/preferences-store';
import { useShopfrontStore } from '../../src/stores/shopfront-store';
import { chooseSupplier, installDeployment, signInAs } from '../support/fake-backend';
import { DEMO, SEA_POINT } from '../support/fixtures';
import { server } from '../support/msw';

// The boot's request chain (decision 011): once the config is known, nothing waits for React to
// render, or for another request, before asking for what the first screen shows.

// The test, not a clock, says when the first page's quiet moment is over: the gate opens as soon
// as the first page renders, or when a test that holds it lets go (first-page-gate.test.ts checks
// the real wait). Without this every boot here spent two real seconds waiting.
const gate = vi.hoisted(() => ({ held: false, rendered: false, open: () => {} }));
vi.mock('../../src/app/boot/first-page-gate', async (importOriginal) => {
  const actual = await importOriginal<typeof GateModule>();
  return {
    ...actual,
    holdUntilFirstPage: () => {
      const release = actual.holdUntilFirstPage(0);
      return () => {
        gate.rendered = true;
        gate.open = release;
        if (!gate.held) release();
      };
    },
  };
});

let requested: string[] = [];
beforeEach(() => {
  installDeployment('reference');
  initI18n();
  requested = [];
  Object.assign(gate, { held: false, rendered: false, open: () => {} });
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
  chooseSupplier(SEA_POINT);
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  window.history.replaceState(null, '', '/');
  // startApp switches analytics on as the deployment says.
  configureAnalytics({ enabled: false });
});

describe('route loaders', () => {
  it('ask for a deep-linked product and its offers before any screen renders', async () => {
    // Only the router, no screen: whatever is asked, the loaders asked it.
    window.history.replaceState(null, '', '/product/1001');
    const router = createAppRouter(createQueryClient(), () => undefined);
    await waitFor(() =>
      expect(requested).toEqual(
        expect.arrayContaining([
          '/reference/catalog/v1/products/1001',
          '/reference/catalog/v1/products/1001/offers',
        ]),
      ),
    );
    router.dispose();
  });

  it('ask nothing for an id the screen would show as not found', async () => {
    window.history.replaceState(null, '', '/product/abc');
    const router = createAppRouter(createQueryClient(), () => undefined);
    // The supplier refresh of the root loader is the sign that loaders have run.
    await waitFor(() => expect(requested).toContain('/reference/catalog/v1/suppliers/14'));
    expect(requested.filter((path) => path.includes('/products/'))).toEqual([]);
    router.dispose();
  });
});

describe('startApp', () => {
  it("asks for the home's data and shows the home first, then the overrides and the supplier refresh", async () => {
    let answerOverrides = () => {};
    const overridesHeld = new Promise<void>((resolve) => (answerOverrides = resolve));
    server.use(
      http.get('*/shopfront_config', async () => {
        await overridesHeld;
        return HttpResponse.json({
          status: 'ok',
          config: { config: { title: 'Pantry Two', theme: { primary: '#225522' } } },
        });
      }),
    );
    gate.held = true;
    root = createRoot(document.body.appendChild(document.createElement('div')));
    const started = startApp(root, parseDeploymentConfig(reference));

    await waitFor(() =>
      expect(requested).toEqual(
        expect.arrayContaining([
          '/reference/catalog/v1/categories',
          '/reference/api/v2/banners',
          '/reference/catalog/v1/suppliers/14/leaflets',
        ]),
      ),
    );
    // The page paints with what it knows. Nothing the first paint does not need has been asked:
    // on a slow link it would share the line with the page's scripts, data and pictures.
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Pantry staples/ })).toBeVisible();
    expect(requested).not.toContain('/reference/shopfront_config');
    expect(requested).not.toContain('/reference/catalog/v1/suppliers/14');
    expect(requested).not.toContain('/version.txt');

    // Once the first page has had its quiet moment they are asked, side by side.
    expect(gate.rendered).toBe(true);
    gate.open();
    await waitFor(() =>
      expect(requested).toEqual(
        expect.arrayContaining([
          '/reference/shopfront_config',
          '/reference/catalog/v1/suppliers/14',
          '/version.txt',
        ]),
      ),
    );
    expect(document.title).not.toContain('Pantry Two');
    answerOverrides();
    await act(() => started);
    // What the server says now applies at once, and is remembered for the next boot's first paint.
    expect(document.title).toContain('Pantry Two');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#225522');
    expect(useShopfrontStore.getState().overrides).toEqual({
      title: 'Pantry Two',
      theme: { primary: '#225522' },
    });
    // The home's data came from the requests started early: none of them was asked twice.
    expect(requested.filter((path) => path === '/reference/catalog/v1/categories')).toHaveLength(1);
  });

  it('paints with the overrides the server sent last time, before it answers again', async () => {
    useShopfrontStore.getState().remember({ title: 'Pantry Remembered' });
    let answerOverrides = () => {};
    const overridesHeld = new Promise<void>((resolve) => (answerOverrides = resolve));
    server.use(
      http.get('*/shopfront_config', async () => {
        await overridesHeld;
        return HttpResponse.json({ status: 'not_found' });
      }),
    );
    root = createRoot(document.body.appendChild(document.createElement('div')));
    const started = startApp(root, parseDeploymentConfig(reference));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
    expect(document.title).toContain('Pantry Remembered');

    // The server no longer overrides anything: the deployment file's title comes back.
    answerOverrides();
    await act(() => started);
    expect(document.title).not.toContain('Pantry Remembered');
    expect(useShopfrontStore.getState().overrides).toBeNull();
  });

  it("words a guard's notice in the shopper's language on a deep link, although that language loads late", async () => {
    await signInAs(DEMO);
    usePreferencesStore.getState().setLocale('af');
    window.history.replaceState(null, '', '/checkout/dispatch');
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(() => startApp(root!, parseDeploymentConfig(reference)));
    // The basket is empty: back to the basket with the notice, in Afrikaans.
    await waitFor(() => expect(window.location.pathname).toBe('/basket'));
    expect(useAlertsStore.getState().alerts.map((alert) => alert.message)).toEqual([
      'ongeldige opstelling vir agentskap',
    ]);
  });
});
