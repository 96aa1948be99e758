import { expect, test } from '@playwright/test';
import { createServer, type ServerResponse } from 'node:http';
import { journeyServers } from './sessions';
import { watchPageErrors } from './page-errors';

// The guard that fails a Firefox journey on a page error (page-errors.ts) lets through one echo:
// a picture the service worker was still passing on when the page itself went away. These
// pictures come from a server that sends half of each and holds the rest, so the test decides
// what happens mid-answer: the page reloads, or the connection is cut.

const echo = (url: string) =>
  `pageerror: Failed to load ‘${url}’. A ServiceWorker intercepted the request and encountered an unexpected error.`;

test('a picture the page left behind is excused; a picture cut off half-way still fails', async ({
  browser,
  request,
}, testInfo) => {
  const servers = await journeyServers(request, testInfo);
  const held = new Map<string, ServerResponse>();
  const pictures = createServer((incoming, answer) => {
    answer.writeHead(200, { 'content-type': 'image/svg+xml' });
    answer.write(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${' '.repeat(70_000)}`);
    held.set(incoming.url ?? '', answer);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;
  const context = await browser.newContext({ baseURL: servers.app.url, serviceWorkers: 'allow' });
  const errors = watchPageErrors(context);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Resolves once the worker has begun to pass the picture on to the page.
    const show = async (path: string) => {
      const url = `${origin}${path}`;
      const started = page.waitForResponse(url);
      await page.evaluate((src) => document.body.append(Object.assign(new Image(), { src })), url);
      await started;
      return url;
    };

    const cutOff = await show('/cut-off.svg');
    held.get('/cut-off.svg')?.destroy();
    const leftBehind = await show('/left-behind.svg');
    await page.reload();

    await expect.poll(() => errors.all).toEqual(expect.arrayContaining([echo(cutOff), echo(leftBehind)]));
    // Polled too: how a request failed may be told after the error it caused.
    await expect
      .poll(() => errors.unexpected(null))
      .toEqual([`${echo(cutOff)} (the request: NS_ERROR_NET_PARTIAL_TRANSFER)`]);
  } finally {
    await context.close();
    pictures.closeAllConnections();
    pictures.close();
    await servers.close();
  }
});
