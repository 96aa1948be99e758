import { beforeEach, describe, expect, it } from 'vitest';
import { geoApi } from '../../../src/api/operations/geo';
import { GeocodeResultsSchema } from '../../../src/api/schemas/geo';
import { parseDeploymentConfig } from '../../../src/config/deployment-config';
import { GEO_PLACES, searchPlaces, tileSvg } from '../../../src/mocks/handlers/geo';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { installDeployment } from '../../support/fake-backend';
import { recordRequests } from '../../support/msw';

// The geocoder operation, its zod boundary and the fake backend's geocoder and tiles.

beforeEach(() => installDeployment('reference'));

describe('geocoding', () => {
  it('calls the deployment geocoder and turns Nominatim string coordinates into numbers', async () => {
    const seen = recordRequests('/geo/search');
    const hits = await geoApi.searchAddress({ q: 'long street', format: 'jsonv2', limit: 5 });
    expect(hits).toEqual([
      {
        place_id: '9001',
        display_name: '100 Long Street, Cape Town City Centre, Cape Town, 8001',
        lat: -33.9215,
        lon: 18.4183,
      },
    ]);
    expect(seen.map((url) => url.searchParams.get('q'))).toEqual(['long street']);
  });

  it('refuses an answer without coordinates at the API boundary', () => {
    expect(GeocodeResultsSchema.safeParse([{ place_id: 1, display_name: 'x', lat: 'north' }]).success).toBe(
      false,
    );
  });

  it('fake geocoder: about twenty real Cape Town addresses, matched by word prefixes', () => {
    expect(GEO_PLACES.length).toBeGreaterThanOrEqual(20);
    expect(searchPlaces('sea point').map((hit) => hit.display_name)).toEqual([
      '200 Main Road, Sea Point, Cape Town, 8005',
      '14 Regent Road, Sea Point, Cape Town, 8005',
    ]);
    expect(searchPlaces('main', 2)).toHaveLength(2);
    expect(searchPlaces('   ')).toEqual([]);
  });

  it('fake tiles are small SVGs that differ per position', () => {
    expect(tileSvg(12, 2257, 2458)).toMatch(/^<svg[^>]+width="256"/);
    expect(tileSvg(12, 2257, 2458)).not.toBe(tileSvg(12, 2258, 2458));
    expect(tileSvg(12, 2257, 2458).length).toBeLessThan(1_500);
  });

  it('old configs without map endpoints still parse, with public defaults', () => {
    const { tile_url: _t, geocoder_url: _g, ...map } = reference.map;
    const config = parseDeploymentConfig({ ...reference, map });
    expect(config.map.tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.map.geocoder_url).toBe('https://nominatim.openstreetmap.org');
    expect(() => parseDeploymentConfig({ ...reference, map: { ...map, tile_url: 'tiles/{z}' } })).toThrow(
      /map\.tile_url/,
    );
  });
});
