// `npm test`: every check CI runs, in order, stopping at the first failure so the cause is on screen.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
  ['unit and component tests', bin('vitest'), ['run']],
  ['production build', bin('vite'), ['build'], { API_ORIGIN: 'http://127.0.0.1:8787' }],
  ['end-to-end (Chromium)', bin('playwright'), ['test']],
];

if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

let passed = 0;
for (const [label, command, args, env] of steps) {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    console.info(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
}
console.info(`\nchecks: ${passed} passed, 0 failed`);
