import type { Page } from '@playwright/test';
import { anOffer } from '../tests/app/fixtures';
import { SEA_POINT, seedStorage } from './support/storage';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';

// The catalogue's calls through every fault of the fake backend (e2e/support/fault-matrix.ts).

/** A returning shopper: Sea Point chosen, one line in the basket. */
const shopper = (page: Page) =>
  seedStorage(page, { supplier: SEA_POINT, basket: { offer: anOffer(), qty: 2 } });

const drivers: FaultDriver[] = [
  {
    operation: 'catalog.listCategories',
    arrive: async (page) => {
      await shopper(page);
      await page.goto('/');
    },
    call: async (page) => {
      await page.goto('/');
    },
    works: (page) => page.getByRole('link', { name: 'Pantry staples 40 products' }),
  },
  {
    operation: 'catalog.getCategory',
    arrive: async (page) => {
      await shopper(page);
      await page.goto('/category/101');
    },
    call: async (page) => {
      await page.goto('/category/101');
    },
    works: (page) => page.getByRole('heading', { level: 1, name: 'Pantry staples' }),
  },
];

faultMatrix(drivers);
