// The script of the demo payment providers' pages (build/demo-pay-plugin.ts serves it as is, from
// the storefront's own origin, so the pages run under `script-src 'self'` with no inline script).
//
// The pages talk to the fake supplier backend with fetch and never navigate to it: they read the
// deployment's /config.json (the same file the shop reads; e2e rewrites it per test) for
// api.agency_host, then
//   - gateway: POST {agency_host}/__pay/gateway/decide {PAY_REQUEST_ID, decision, CHECKSUM} and
//     follow the answer's redirect_url back to the shop;
//   - wallet: POST {agency_host}/__pay/wallet/pay {reference}; the shop's tab finds out by polling.
// Where the deployment runs the fake backend in the browser (npm run dev, demo builds) the page starts
// it first, as the shop does: msw's service worker answers only the pages that started it.

const page = document.querySelector('[data-stand-in]');
const statusLine = document.querySelector('[data-status]');
const errorLine = document.querySelector('[data-error]');

function say(text) {
  if (statusLine) statusLine.textContent = text;
  if (errorLine) errorLine.textContent = '';
}

function complain(text) {
  if (statusLine) statusLine.textContent = '';
  if (errorLine) errorLine.textContent = text;
}

async function loadConfig() {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  return response.json();
}

/** The fake backend of the shop's own build (the plugin names its module), when the deployment uses one. */
async function startFakeBackend(config) {
  const module = document.querySelector('meta[name="demo-pay-fake-backend"]')?.getAttribute('content');
  if (!module || config.fake_backend !== true) return;
  const { startFakeBackend: start } = await import(module);
  await start();
}

function agencyHost(config) {
  const host = config && config.api && config.api.agency_host;
  if (typeof host !== 'string' || host === '') throw new Error('config.json names no api.agency_host');
  return host.replace(/\/+$/, '');
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let answer = null;
  try {
    answer = await response.json();
  } catch {
    // Not JSON: reported below by its status.
  }
  if (!response.ok || !answer || answer.status !== 'ok') {
    const messages = answer && Array.isArray(answer.messages) ? answer.messages.join(' ') : '';
    throw new Error(messages || `HTTP ${response.status}`);
  }
  return answer;
}

/** Only a web address may be followed: never a javascript: or data: URL out of an answer. */
function webUrl(value) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function gateway(host) {
  const buttons = Array.from(document.querySelectorAll('button[data-decision]'));
  const enable = (on) => buttons.forEach((button) => (button.disabled = !on));
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      enable(false);
      say('Sending your decision…');
      try {
        const answer = await post(`${host}/__pay/gateway/decide`, {
          PAY_REQUEST_ID: page.dataset.payRequestId,
          CHECKSUM: page.dataset.checksum,
          decision: button.dataset.decision,
        });
        const next = webUrl(answer.redirect_url);
        if (next) {
          say('Returning to the shop…');
          window.location.assign(next);
        } else {
          say('Done. You can return to the shop.');
        }
      } catch (error) {
        complain(`The payment provider could not record that: ${error.message}`);
        enable(true);
      }
    });
  }
  enable(true);
}

function wallet(host) {
  const button = document.querySelector('button[data-pay]');
  if (!button) return;
  button.addEventListener('click', async () => {
    button.disabled = true;
    say('Paying…');
    try {
      const answer = await post(`${host}/__pay/wallet/pay`, { reference: page.dataset.reference });
      const status = answer.transaction_status;
      if (status === undefined || status === 'paid') say('Paid. You can return to the shop.');
      else say(`The payment was not made (${String(status).replace('_', ' ')}). You can return to the shop.`);
    } catch (error) {
      complain(`The wallet could not pay: ${error.message}`);
      button.disabled = false;
    }
  });
  button.disabled = false;
}

async function start() {
  if (!page) return;
  try {
    const config = await loadConfig();
    await startFakeBackend(config);
    const host = agencyHost(config);
    if (page.dataset.standIn === 'gateway') gateway(host);
    else if (page.dataset.standIn === 'wallet') wallet(host);
  } catch (error) {
    complain(`This demo payment page could not start: ${error.message}`);
  }
}

void start();
