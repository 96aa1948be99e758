import { screen, within } from '@testing-library/react';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';

export const atSeaPoint = (route: string) => renderApp({ supplier: SEA_POINT, route });
export const atKhayaFresh = (route: string) =>
  renderApp({ deployment: 'market', supplier: KHAYA_FRESH, route });

export const title = (name: string) => screen.findByRole('heading', { level: 1, name });
// One heading per offer row (badges are list items too, so rows are found by their names).
export const offerRows = () =>
  within(screen.getByRole('region', { name: 'Offers' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li') as HTMLElement);
