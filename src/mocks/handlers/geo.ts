import { http, HttpResponse } from 'msw';
import { GeocodeResultsSchema } from '#api/schemas/geo.ts';
import { json } from './context.ts';

// The map's tiles and a Nominatim-like geocoder, answered locally so dev, tests and e2e never
// reach the internet. Deployments point map.tile_url / map.geocoder_url at `<fake origin>/geo`.

/** Real Cape Town street addresses (approximate coordinates), searched by the fake geocoder. */
export const GEO_PLACES: readonly { display_name: string; lat: number; lon: number }[] = [
  { display_name: '1 Adderley Street, Cape Town City Centre, Cape Town, 8001', lat: -33.9205, lon: 18.4232 },
  { display_name: '100 Long Street, Cape Town City Centre, Cape Town, 8001', lat: -33.9215, lon: 18.4183 },
  { display_name: '12 Bree Street, Cape Town City Centre, Cape Town, 8001', lat: -33.9167, lon: 18.4206 },
  { display_name: '35 Wale Street, Bo-Kaap, Cape Town, 8001', lat: -33.9226, lon: 18.4148 },
  { display_name: '71 Loop Street, Cape Town City Centre, Cape Town, 8001', lat: -33.9197, lon: 18.4185 },
  { display_name: '19 Dock Road, V&A Waterfront, Cape Town, 8001', lat: -33.9063, lon: 18.4197 },
  { display_name: '375 Albert Road, Woodstock, Cape Town, 7925', lat: -33.9275, lon: 18.4493 },
  { display_name: '88 Sir Lowry Road, Woodstock, Cape Town, 7925', lat: -33.9283, lon: 18.4393 },
  { display_name: '15 Kloof Street, Gardens, Cape Town, 8001', lat: -33.9297, lon: 18.4106 },
  { display_name: '2 Park Road, Rondebosch, Cape Town, 7700', lat: -33.9595, lon: 18.4716 },
  { display_name: '50 Main Road, Observatory, Cape Town, 7925', lat: -33.9379, lon: 18.4716 },
  { display_name: '200 Main Road, Sea Point, Cape Town, 8005', lat: -33.9175, lon: 18.3872 },
  { display_name: '14 Regent Road, Sea Point, Cape Town, 8005', lat: -33.9192, lon: 18.3842 },
  { display_name: '9 Victoria Road, Camps Bay, Cape Town, 8005', lat: -33.9509, lon: 18.3776 },
  { display_name: '40 Main Road, Claremont, Cape Town, 7708', lat: -33.9806, lon: 18.4654 },
  { display_name: '22 Kenilworth Road, Kenilworth, Cape Town, 7708', lat: -33.9962, lon: 18.4752 },
  { display_name: '5 Durban Road, Bellville, Cape Town, 7530', lat: -33.9022, lon: 18.6296 },
  { display_name: '30 Voortrekker Road, Parow, Cape Town, 7500', lat: -33.9022, lon: 18.5948 },
  { display_name: '11 Klipfontein Road, Athlone, Cape Town, 7764', lat: -33.9653, lon: 18.5105 },
  { display_name: '3 Church Street, Muizenberg, Cape Town, 7945', lat: -34.1075, lon: 18.4706 },
  { display_name: '60 Main Road, Kalk Bay, Cape Town, 7975', lat: -34.1277, lon: 18.4491 },
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

/** Every word of the query must start some word of the address, as Nominatim roughly behaves. */
export function searchPlaces(query: string, limit = 10) {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return GEO_PLACES.map((place, index) => ({ place, index }))
    .filter(({ place }) => {
      const have = words(place.display_name);
      return wanted.every((w) => have.some((h) => h.startsWith(w)));
    })
    .slice(0, limit)
    .map(({ place, index }) => ({
      place_id: 9000 + index,
      display_name: place.display_name,
      lat: place.lat.toFixed(6),
      lon: place.lon.toFixed(6),
    }));
}

/** A 256px tile: a land colour, a grid and a few "streets", different per z/x/y but stable. */
export function tileSvg(z: number, x: number, y: number): string {
  const seed = (x * 73856093) ^ (y * 19349663) ^ (z * 83492791);
  const offset = (n: number) => 40 + (Math.abs(seed >> n) % 176);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#eef0e6"/>` +
    `<path d="M0 ${offset(1)}H256M${offset(5)} 0V256" stroke="#ffffff" stroke-width="8"/>` +
    `<path d="M0 ${offset(9)}L256 ${offset(13)}" stroke="#f6d98b" stroke-width="5"/>` +
    `<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#d3d6c8"/>` +
    `<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#8a8f7c">${z}/${x}/${y}</text>` +
    `</svg>`
  );
}

const int = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN);

export const geoHandlers = [
  http.get('*/geo/tiles/:z/:x/:file', ({ params }) => {
    const z = int(params.z);
    const x = int(params.x);
    const y = int(String(params.file).replace(/\.(svg|png)$/, ''));
    if ([z, x, y].some(Number.isNaN)) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(tileSvg(z, x, y), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),

  http.get('*/geo/search', ({ request }) => {
    const url = new URL(request.url);
    const limit = Math.min(Math.max(int(url.searchParams.get('limit') ?? '10') || 10, 1), 20);
    return json(GeocodeResultsSchema, searchPlaces(url.searchParams.get('q') ?? '', limit));
  }),
];
