import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_OPERATIONS } from '../../tooling/fault-matrix-table';
import { findOperation } from '../../src/api/operations';

// The fault matrix (docs/reliability.md) must drive every supplier call the storefront makes: its
// list of operations is checked here against the calls written in src/.

const AREAS: Record<string, string> = {
  configApi: 'config',
  accountApi: 'account',
  catalogApi: 'catalog',
  timeslotsApi: 'catalog',
  directoryApi: 'catalog',
  catalogUnusedApi: 'catalog',
  clientConfigApi: 'cart',
  cartApi: 'cart',
  ordersApi: 'orders',
  openOrdersApi: 'openOrders',
  paymentsApi: 'payments',
};
// Served by the app's own host, not the supplier's: a failed version check changes nothing on screen.
const NOT_THE_SUPPLIERS = new Set(['config.getVersion']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function calledOperations(): Set<string> {
  const called = new Set<string>();
  const pattern = new RegExp(`\\b(${Object.keys(AREAS).join('|')})\\.([a-zA-Z0-9]+)`, 'g');
  for (const file of sourceFiles('src')) {
    for (const [, area, name] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (name === 'definition') continue;
      const operation = `${AREAS[area!]}.${name}`;
      if (!NOT_THE_SUPPLIERS.has(operation)) called.add(operation);
    }
  }
  return called;
}

describe('the fault matrix covers what the storefront calls', () => {
  it('lists every supplier operation called from src/, and only those', () => {
    expect([...STOREFRONT_OPERATIONS].sort()).toEqual([...calledOperations()].sort());
  });

  it('names only operations of the registry', () => {
    for (const name of STOREFRONT_OPERATIONS) expect(findOperation(name), name).toBeDefined();
  });
});
