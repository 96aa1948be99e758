import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';

// One way to write a cross-engine journey (issue 37): a shopper's steps, by role and visible text,
// that each engine's driver carries out. Playwright drives Chromium and Firefox ESR
// (playwright-shopper.ts); WebKitWebDriver drives WebKitGTK (webdriver-shopper.ts). A journey
// sees only this interface, so the same steps run on every engine.

export type Engine = 'chromium' | 'firefox' | 'webkit';
export type Name = string | RegExp;

/** An element as a shopper names it: its role and accessible name, inside another if given. */
export interface Find {
  role: string;
  /** Exactly this name (visible text: contained in it, any case), or one matching the pattern. */
  name?: Name;
  level?: number;
  within?: Find;
}

export const role = (kind: string, name?: Name, within?: Find): Find => ({ role: kind, name, within });
export const heading = (name: Name, level = 1): Find => ({ role: 'heading', name, level });
export const button = (name: Name, within?: Find): Find => role('button', name, within);
export const link = (name: Name, within?: Find): Find => role('link', name, within);
export const dialog = (name: Name): Find => role('dialog', name);
/** Visible text, as getByText finds it. */
export const text = (name: Name, within?: Find): Find => role('text', name, within);

export type Key = 'Escape' | 'Tab' | 'Enter';

export interface Shopper {
  readonly engine: Engine;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The page's path and query. */
  path(): Promise<string>;
  /** Clicks it as a pointer would, once it is visible and nothing covers it. */
  click(target: Find): Promise<void>;
  /** Types `value` into the field, key by key, over what it held. */
  fill(target: Find, value: string): Promise<void>;
  /** Chooses an option of a select: by its label, or the last one. */
  select(target: Find, option: string | 'last'): Promise<void>;
  press(key: Key): Promise<void>;
  /** Waits until it is visible. */
  see(target: Find): Promise<void>;
  /** Waits until it is gone from view. */
  gone(target: Find): Promise<void>;
  count(target: Find): Promise<number>;
  /** The accessible name of the focused element. */
  focused(): Promise<string>;
  /** Scrolls the element to its end; false when it had nothing to scroll. */
  scrollToEnd(target: Find): Promise<boolean>;
  /**
   * Waits until the service worker controls the page and the kept query cache holds a query whose
   * key contains `part`: what an offline reload will open from.
   */
  keeps(part: string): Promise<void>;
  /** The connection drops (or comes back) for the page, its service worker and its calls. */
  offline(value: boolean): Promise<void>;
  /** Another tab of the same browser profile, at `path`. */
  newTab(path: string): Promise<Shopper>;
  /** WCAG 2.2 A/AA violations axe finds on the screen, as 'rule: targets'. */
  axe(): Promise<string[]>;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
/** axe-core's own script, for engines that inject it themselves. */
export const axeScript = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The part of axe-core's page API the journeys use. */
export interface AxeRunner {
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] } },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * Asks `check` again until it is true, or fails with `what` and the last error after `timeoutMs`.
 * WebDriver classic sends no events to wait on, so this is Playwright's own retrying (`toPass`),
 * as the rest of the suite waits, bounded by the deadline.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  await expect(async () => expect(await check(), `waiting for ${what}`).toBe(true)).toPass({
    timeout: timeoutMs,
  });
}

/** A Find as a readable phrase, for failure messages. */
export const describe = (target: Find): string =>
  `${target.role}${target.name === undefined ? '' : ` "${String(target.name)}"`}${target.within ? ` in ${describe(target.within)}` : ''}`;
