import { imagePath } from '../../images.ts';
import type { SeedOpeningHours, SeedPricing, SeedSupplier, WeeklyHours } from './types.ts';

// Shared by both supplier files: hours formatting, distances and a deterministic card-provider key.

/** Deployment default map position (central Cape Town); seed distances are measured from here. */
export const CAPE_TOWN_CENTRE = { lat: -33.9249, lon: 18.4241 } as const;

const DAYNAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type Hours = readonly [open: string, close: string] | null;

/** Weekly hours from weekday / Saturday / Sunday patterns; `closedOn` closes single weekdays (0 = Sunday). */
export function weekly(
  weekdays: Hours,
  saturday: Hours,
  sunday: Hours,
  closedOn: number[] = [],
): WeeklyHours {
  return DAYNAMES.map((_, day) => {
    if (closedOn.includes(day)) return null;
    return day === 0 ? sunday : day === 6 ? saturday : weekdays;
  });
}

/** Display rows, Monday first as South African shops print them; en dash like the spec's example. */
export function formatHours(hours: WeeklyHours): SeedOpeningHours[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const slot = hours[day];
    return { dayname: DAYNAMES[day] ?? '', formatted_hours: slot ? `${slot[0]} – ${slot[1]}` : 'Closed' };
  });
}

/** Great-circle distance in km, rounded to 0.1 km (the UI shows one decimal). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(a)) * 10) / 10;
}

// Test-mode keys are public by design (they only tokenise cards client-side); these are made up.
function fakePublicKey(id: number): string {
  let x = (id * 2654435761) >>> 0;
  let hex = '';
  for (let i = 0; i < 6; i++) {
    x = (Math.imul(x ^ (x >>> 13), 1274126177) + i) >>> 0;
    hex += x.toString(16).padStart(8, '0');
  }
  return `pk_test_${hex.slice(0, 40)}`;
}

export interface SupplierDraft {
  id: number;
  name: string;
  slug: string;
  lat: number;
  lon: number;
  formatted_address: string;
  weekly_hours: WeeklyHours;
  closed_text: string;
  disabled?: boolean;
  bank: readonly [
    bank_name: string,
    bank_branch: string,
    bank_account: string,
    bank_account_name: string,
    bank_account_type: string,
  ];
  pricing: SeedPricing;
}

export function makeSupplier(d: SupplierDraft): SeedSupplier {
  const [bank_name, bank_branch, bank_account, bank_account_name, bank_account_type] = d.bank;
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    image_url: imagePath('supplier', d.id, 300),
    lat: d.lat,
    lon: d.lon,
    distance: haversineKm(CAPE_TOWN_CENTRE.lat, CAPE_TOWN_CENTRE.lon, d.lat, d.lon),
    formatted_address: d.formatted_address,
    hours: formatHours(d.weekly_hours),
    weekly_hours: d.weekly_hours.map((h) => (h ? ([...h] as const) : null)),
    closed_text: d.closed_text,
    disabled: d.disabled ?? false,
    bank_name,
    bank_branch,
    bank_account,
    bank_account_name,
    bank_account_type,
    yoco_public_key: fakePublicKey(d.id),
    pricing: { ...d.pricing },
  };
}
