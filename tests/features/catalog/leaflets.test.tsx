import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leafletRunsBetween } from '../../../src/features/catalog/leaflet-dates';
import { safeUrl } from '../../../src/lib/safe-url';
import { setScenario } from '../../../src/mocks/scenarios';
import type { SelectedSupplier } from '../../../src/stores/suppliers-store';
import { SEA_POINT } from '../../support/fixtures';
import { recordRequests, server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

/** The leaflets screen at `supplier`, or with no shop chosen. */
const openLeaflets = (supplier?: SelectedSupplier) => renderApp({ supplier, route: '/leaflets' });

const leafletLinks = () => screen.findAllByRole('link', { name: /^Open leaflet/ });

describe('leaflets screen', () => {
  it('lists leaflets near the chosen supplier, each opening its document in a new tab', async () => {
    const asked = recordRequests('/api/v2/leaflets');
    await openLeaflets(SEA_POINT);
    const links = await leafletLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/.+\.pdf$/);
    }
    expect(screen.getAllByText(/^Valid .+ to .+$/)).toHaveLength(links.length);
    // Sea Point's own position, the default radius.
    const { searchParams } = asked.at(-1)!;
    expect([searchParams.get('lat'), searchParams.get('lon'), searchParams.get('radius')]).toEqual([
      '-33.9187',
      '18.3876',
      '25',
    ]);
  });

  it('uses the deployment map position when no supplier is chosen', async () => {
    const asked = recordRequests('/api/v2/leaflets');
    await openLeaflets();
    await leafletLinks();
    expect([asked[0]?.searchParams.get('lat'), asked[0]?.searchParams.get('lon')]).toEqual([
      '-33.9249',
      '18.4241',
    ]);
  });

  it('asks again with the chosen radius and keeps it in the URL', async () => {
    const asked = recordRequests('/api/v2/leaflets');
    const { router } = await openLeaflets(SEA_POINT);
    await leafletLinks();
    const select = screen.getByRole('combobox', { name: 'Distance' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '5 km',
      '10 km',
      '25 km',
      '50 km',
    ]);
    await userEvent.selectOptions(select, '5');
    // The old list is still on screen until the new answer comes: wait for the request itself.
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('radius')).toBe('5'));
    await leafletLinks();
    expect(router.state.location.search).toBe('?radius=5');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('filters by the from/to dates and says when none is left', async () => {
    await openLeaflets(SEA_POINT);
    const before = (await leafletLinks()).length;
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2000-01-31' } });
    expect(await screen.findByText('No specials leaflets found')).toBeInTheDocument();
    fireEvent.change(to, { target: { value: '' } });
    expect(await leafletLinks()).toHaveLength(before);
    fireEvent.change(from, { target: { value: '2999-01-01' } });
    expect(await screen.findByText('No specials leaflets found')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    setScenario('empty');
    await openLeaflets(SEA_POINT);
    expect(await screen.findByText('No specials leaflets found')).toBeInTheDocument();
  });

  it('never links a document that is not a web address', async () => {
    server.use(
      http.get('*/api/v2/leaflets', () =>
        HttpResponse.json({
          status: 'ok',
          leaflets: [
            {
              id: 1,
              name: '<b>Bad</b> leaflet',
              url: 'javascript:alert(1)',
              supplier_id: 14,
              start_at: null,
              end_at: null,
              lat: null,
              long: null,
            },
          ],
        }),
      ),
    );
    await openLeaflets();
    expect(await screen.findByRole('heading', { name: '<b>Bad</b> leaflet' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    setScenario('server_error');
    await openLeaflets();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await leafletLinks()).length).toBeGreaterThan(0);
  });
});

describe('leaflet dates', () => {
  const leaflet = (start_at: string | null, end_at: string | null) => ({
    id: 1,
    name: 'x',
    url: 'https://x.test/1.pdf',
    supplier_id: 1,
    start_at,
    end_at,
    lat: null,
    long: null,
  });

  it('keeps a leaflet whose run overlaps the chosen days, in Johannesburg days', () => {
    // Ends 23:30 UTC on 1 March = 01:30 on 2 March in Johannesburg.
    const march = leaflet('2026-02-20T08:00:00+02:00', '2026-03-01T23:30:00Z');
    expect(leafletRunsBetween(march, '2026-03-02', null)).toBe(true);
    expect(leafletRunsBetween(march, '2026-03-03', null)).toBe(false);
    expect(leafletRunsBetween(march, null, '2026-02-20')).toBe(true);
    expect(leafletRunsBetween(march, null, '2026-02-19')).toBe(false);
    expect(leafletRunsBetween(leaflet('2026-03-01', '2026-03-07'), '2026-03-07', '2026-03-07')).toBe(true);
    expect(leafletRunsBetween(leaflet(null, null), '2026-03-07', '2026-03-08')).toBe(true);
  });

  it('accepts only https document addresses', () => {
    expect(safeUrl('https://x.test/a.pdf')).toBe('https://x.test/a.pdf');
    // Plain http would be readable and swappable on the way: only https (or this machine).
    expect(safeUrl('http://x.test/a.pdf')).toBeNull();
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('//evil.test/leaflets/1.pdf')).toBeNull();
  });
});
