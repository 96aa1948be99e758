// Makes docs/screenshots/*.png: a production build against the fake backend, then the
// screenshots project of playwright.config.ts (e2e/docs/screenshots.spec.ts). `npm run screenshots`.
import { spawnSync } from 'node:child_process';

const port = process.env.E2E_API_PORT ?? '8787';
const dist = process.env.E2E_DIST ?? 'dist';
const env = { ...process.env, API_ORIGIN: `http://127.0.0.1:${port}`, E2E_DIST: dist };

for (const [command, args] of [
  ['node_modules/.bin/vite', ['build', '--outDir', dist]],
  ['node_modules/.bin/playwright', ['test', '--project', 'screenshots']],
]) {
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
