import type { TestInfo } from '@playwright/test';

/**
 * A test that needs a server the global setup starts when it can (nginx, nginx over TLS): skipped
 * with the reason on a machine without it (`.ci/run` installs it), failed with the reason when it
 * could not start. The setup leaves both in the environment under `skipEnv` and `errorEnv`.
 */
export function requireServer(testInfo: TestInfo, name: string, skipEnv: string, errorEnv: string): void {
  testInfo.skip(Boolean(process.env[skipEnv]), `${name} not available: ${process.env[skipEnv]}`);
  if (process.env[errorEnv]) throw new Error(`${name} did not start: ${process.env[errorEnv]}`);
}
