import { spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';

/** `vite build` with `args` and `env`, its output in `log`; a failed build throws with its tail. */
export function viteBuild(log: string, label: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const out = openSync(log, 'w');
  const result = spawnSync('node_modules/.bin/vite', ['build', ...args], {
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
    throw new Error(`${label} build failed (log: ${log})`);
  }
}
