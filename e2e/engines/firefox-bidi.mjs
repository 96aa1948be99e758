#!/usr/bin/env node
// Debian's Firefox ESR for Playwright's `moz-firefox` channel (WebDriver BiDi), which no browser
// download can give us. Playwright starts this file as the browser: it starts Firefox with the
// same arguments and stands between the two on the BiDi WebSocket. Every message passes through
// unchanged but one: Playwright sets a media-features override on every new context, a command
// Firefox ESR 153 does not know ('unknown command' fails every `browser.newContext`). It only sets
// `prefers-color-scheme`, which no test here asks for, so it is answered as done.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { WebSocket, WebSocketServer } from 'ws';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Commands answered here as done: each one a setting Firefox ESR lacks and no test relies on. */
const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

// Headless, Firefox ESR draws with software WebRender into no framebuffer ('RenderCompositorSWGL
// failed mapping default framebuffer'), so it runs on a virtual display (xvfb, which .ci/run
// installs for WebKit too), as a shopper's Firefox has one. FIREFOX_HEADLESS=1 keeps headless. (The
// content-process crash under axe first blamed on headless was Firefox's `ariaLabelledByElements`
// getter: playwright-shopper.ts, decision 037.)
const XVFB_RUN = '/usr/bin/xvfb-run';
const args = process.argv.slice(2);
const onDisplay = process.env.FIREFOX_HEADLESS !== '1' && existsSync(XVFB_RUN);
const firefox = onDisplay
  ? spawn(XVFB_RUN, ['-a', FIREFOX, ...args.filter((arg) => arg !== '--headless')], {
      stdio: ['ignore', 'inherit', 'pipe'],
    })
  : spawn(FIREFOX, args, { stdio: ['ignore', 'inherit', 'pipe'] });
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));

/** Passes a client's BiDi session to Firefox at `upstream`, answering ANSWERED_HERE itself. */
function relay(client, upstream) {
  const browser = new WebSocket(upstream);
  const waiting = [];
  browser.on('open', () => waiting.splice(0).forEach((message) => browser.send(message)));
  browser.on('message', (data) => client.send(data.toString()));
  browser.on('close', () => client.close());
  browser.on('error', () => client.close());
  client.on('close', () => browser.close());
  client.on('message', (data) => {
    const text = data.toString();
    let message = null;
    try {
      message = JSON.parse(text);
    } catch {
      // Not ours to judge: Firefox answers it.
    }
    if (message && ANSWERED_HERE.has(message.method)) {
      client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
      return;
    }
    if (browser.readyState === WebSocket.OPEN) browser.send(text);
    else waiting.push(text);
  });
}

// Firefox says where it listens on stderr; Playwright reads the same line, so it is told ours.
let pending = '';
let relaying = false;
firefox.stderr.setEncoding('utf8');
firefox.stderr.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const match = relaying ? null : LISTENING.exec(line);
    if (!match) {
      process.stderr.write(`${line}\n`);
      continue;
    }
    relaying = true;
    const upstream = match[1];
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () =>
      process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`),
    );
    server.on('connection', (client, request) => relay(client, upstream + (request.url ?? '')));
  }
});
