import { spawnSync } from 'node:child_process';

/** The commit measured, and whether the work tree had changes on top of it. */
export function gitInfo(): { commit: string; dirty: boolean } {
  const run = (args: string[]) => spawnSync('git', args, { encoding: 'utf8' });
  const commit = run(['rev-parse', 'HEAD']).stdout?.trim() || 'unknown';
  const dirty = (run(['status', '--porcelain']).stdout ?? '').trim().length > 0;
  return { commit, dirty };
}
