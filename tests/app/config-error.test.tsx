import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConfigError, strings } from '../../src/app/boot/config-error';
import { fetchDeploymentConfig } from '../../src/app/boot/load-config';
import { withStrings } from '../../src/lib/i18n';
import { server } from '../support/msw';

// What main.tsx shows when config.json does not come: the operator's page for a config that is
// missing or broken, and a plain connection page when it could not be asked for at all. A shopper
// without a connection must never be told the shop is set up wrongly.

const SETUP_TITLE = 'This shop is not set up correctly';
const UNREACHABLE = "Can't reach the shop. Check your connection and try again.";

const reload = vi.fn();
let root: Root | undefined;

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** main.tsx's boot up to its catch: fetch the config, and render what its failure calls for. */
async function boot(config: Parameters<typeof http.get>[1]) {
  server.use(http.get('*/config.json', config));
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const failure: unknown = await fetchDeploymentConfig().then(
    () => new Error('config.json was expected to fail'),
    (error: unknown) => error,
  );
  // As main.tsx adds them when it loads the page.
  withStrings({ strings });
  await act(() => renderConfigError(root!, failure));
}

describe('config.json could not be fetched', () => {
  it('for want of a connection: says so and offers Try again, which reloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await boot(() => HttpResponse.error());

    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(screen.queryByText(SETUP_TITLE)).toBeNull();
    expect(screen.queryByText(/config\.json/)).toBeNull();
    expect(warn).toHaveBeenCalledWith('config.json unreachable', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, whatever answered (a proxy with no way through, say): still the connection page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await boot(() => new HttpResponse('Gateway Timeout', { status: 504 }));

    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(screen.queryByText(SETUP_TITLE)).toBeNull();
  });
});

describe('config.json answered, but not with a config: the operator is told what to fix', () => {
  it.each([
    ['missing (HTTP 404)', () => new HttpResponse('Not Found', { status: 404 }), 'answered HTTP 404'],
    ['failing (HTTP 500)', () => new HttpResponse('oops', { status: 500 }), 'answered HTTP 500'],
    ['not JSON', () => HttpResponse.text('<!doctype html><title>Shop</title>'), 'is not valid JSON'],
  ])('%s', async (_, answer, issue) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await boot(answer);

    expect(screen.getByRole('heading', { level: 1, name: SETUP_TITLE })).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent(`config.json: ${issue}`);
    expect(screen.queryByText(UNREACHABLE)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
