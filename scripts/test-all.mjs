// `npm test`: every check CI runs, in order, stopping at the first failure so the cause is on screen.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Overridable, like the e2e ports (e2e/support/e2e-env.ts), so a second `npm test` can run beside one.
const CONTRACT_PORT = process.env.MOCK_API_CONTRACT_PORT ?? '8797';
const E2E_API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8787}`;
const FAULT_RESULTS = 'test-results-faults';
const BUILD_ARGS = process.env.E2E_DIST ? ['build', '--outDir', process.env.E2E_DIST] : ['build'];

/**
 * Starts `npm run mock-api` on its own port, calls every registry operation over real HTTP through
 * the app's API layer (so every answer is parsed by the app's schemas), and stops the server by PID.
 */
async function mockApiContract() {
  const server = spawn(bin('tsx'), ['scripts/mock-api.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_API_PORT: CONTRACT_PORT, MOCK_API_HOST: '127.0.0.1' },
  });
  try {
    const url = `http://127.0.0.1:${CONTRACT_PORT}`;
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 150) throw new Error(`mock API did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const check = spawnSync(bin('tsx'), ['scripts/check-mock-api.ts', url], { encoding: 'utf8' });
    const failures = check.stdout
      .split('\n')
      .filter((line) => line.startsWith('FAIL') || line.includes('NOT COVERED'));
    for (const line of failures) console.error(line);
    console.info(check.stdout.trim().split('\n').at(-1));
    if (check.stderr.trim()) console.error(check.stderr.trim());
    return check.status ?? 1;
  } finally {
    server.kill('SIGTERM');
  }
}

/** nginxAvailable() of tooling/nginx/start-nginx.ts (TypeScript, hence tsx). */
function nginxCheck() {
  const probe = spawnSync(
    bin('tsx'),
    [
      '-e',
      "import('./tooling/nginx/start-nginx.ts').then((m) => console.info(JSON.stringify(m.nginxAvailable())))",
    ],
    { encoding: 'utf8' },
  );
  try {
    return JSON.parse(probe.stdout.trim().split('\n').at(-1));
  } catch {
    return { ok: false, why: `the nginx check failed: ${probe.stderr.trim() || `exit ${probe.status}`}` };
  }
}

// The nginx project needs the Debian package; without it the rest of the suite still runs.
const nginx = nginxCheck();
// The tls project (HTTPS and HTTP/2, e2e/tls/) also makes its certificate with openssl.
const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
const tls = nginx.ok && openssl.status === 0;
// CI set: Playwright starts its own servers and fails on a taken port, never reusing one. A second
// `npm test` beside another (without the E2E_*_PORT overrides) once ran its tests against the
// other checkout's build and lost them all when that run ended.
const E2E_ENV = { CI: process.env.CI ?? '1' };
const e2e = nginx.ok
  ? [
      `end-to-end (Chromium: preview, nginx${tls ? ', nginx over TLS and HTTP/2' : ''})`,
      bin('playwright'),
      ['test', '--project', 'chromium', '--project', 'nginx', ...(tls ? ['--project', 'tls'] : [])],
      E2E_ENV,
    ]
  : ['end-to-end (Chromium: preview)', bin('playwright'), ['test', '--project', 'chromium'], E2E_ENV];
// The core journeys in Firefox ESR and WebKitGTK (e2e/engines/): Debian's browsers, as Chromium is.
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const engines = [
  'cross-engine journeys (Firefox ESR, WebKitGTK)',
  bin('playwright'),
  // Its own output folder, as the fault matrix's: a Playwright run empties its folder first, and the
  // Chromium run's money-path rows must still be there for their table.
  ['test', '--project', 'firefox', '--project', 'webkit', '--output', 'test-results-engines'],
  // One browser at a time: two at once on a busy machine make Firefox ESR's rare faults likelier
  // (decision 037). The journeys take about a minute longer.
  { ...E2E_ENV, E2E_WORKERS: '1' },
];
const missingEngines = [
  [FIREFOX, 'firefox-esr'],
  [WEBKIT_DRIVER, 'webkit2gtk-driver'],
  ['/usr/bin/xvfb-run', 'xvfb'],
].filter(([path]) => !existsSync(path));

// The fault matrix waits on the app's timeout and retry delays, not the CPU: four workers finish
// it in about half the time of two, even on two cores (E2E_FAULT_WORKERS overrides).
const faults = [
  'fault matrix (every operation through every fault, Chromium)',
  bin('playwright'),
  // Its own output folder: a Playwright run empties its folder first, and the money-path rows of
  // the run before must still be there for their table.
  [
    'test',
    '--project',
    'faults',
    '--workers',
    process.env.E2E_FAULT_WORKERS ?? '4',
    '--output',
    FAULT_RESULTS,
  ],
  E2E_ENV,
];

const steps = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
  ['unit and component tests', bin('vitest'), ['run']],
  ['mock API contract (every operation over HTTP)', mockApiContract],
  // recommended-strict: Redocly's recommended rules with warnings raised to errors, so any problem
  // fails (redocly.yaml turns off the rules that do not apply). Offline: no telemetry or update check.
  [
    'OpenAPI lint (Redocly recommended)',
    bin('redocly'),
    ['lint', 'docs/supplier-api.openapi.json', '--extends', 'recommended-strict', '--lint-config', 'error'],
    { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  ],
  ['production build', bin('vite'), BUILD_ARGS, { API_ORIGIN: E2E_API_ORIGIN }],
  e2e,
  engines,
  faults,
  // The table is made from the rows the e2e money-path tests just wrote (e2e/support/money-paths.ts).
  ['money-paths table in docs/payments.md matches the e2e run', bin('tsx'), ['scripts/money-paths.ts']],
  // And the fault matrix from the rows e2e/fault-matrix-*.spec.ts wrote (e2e/support/fault-matrix.ts).
  [
    'fault matrix in docs/reliability.md matches the e2e run',
    bin('tsx'),
    ['scripts/reliability.ts', '--results', FAULT_RESULTS],
  ],
];

if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

if (missingEngines.length > 0) {
  console.error(
    `The cross-engine journeys need ${missingEngines.map(([path]) => path).join(', ')}: install them ` +
      `(apt-get install -y ${missingEngines.map(([, pkg]) => pkg).join(' ')}) or set FIREFOX_PATH / WEBKIT_WEBDRIVER_PATH.`,
  );
  process.exit(1);
}

let passed = 0;
for (const step of steps) {
  const [label, command, args, env] = step;
  console.info(`\n▶ ${label}`);
  const started = Date.now();
  if (step === e2e && !nginx.ok) console.info(`nginx e2e project not run: ${nginx.why}`);
  if (step === e2e && nginx.ok && !tls) console.info('tls e2e project not run: openssl not found');
  const status =
    typeof command === 'function'
      ? await command()
      : spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    console.info(`checks: ${passed} passed, 1 failed`);
    process.exit(status ?? 1);
  }
  passed += 1;
  // Where the suite's time goes, so a slow step is seen before it nears the 30-minute limit.
  console.info(`✔ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
}
console.info(`\nchecks: ${passed} passed, 0 failed`);
