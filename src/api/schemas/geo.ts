import { z } from 'zod';

// Nominatim answers coordinates as decimal strings; the app works in numbers.
const Coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

/** One hit of a Nominatim-compatible `/search?format=jsonv2` call. */
export const GeocodeResultSchema = z.object({
  place_id: z.union([z.number(), z.string()]).transform(String),
  display_name: z.string().min(1),
  lat: Coordinate.pipe(z.number().min(-90).max(90)),
  lon: Coordinate.pipe(z.number().min(-180).max(180)),
});
export type GeocodeResult = z.output<typeof GeocodeResultSchema>;

export const GeocodeResultsSchema = z.array(GeocodeResultSchema);

export const GeocodeQuerySchema = z.object({
  q: z.string().trim().min(1),
  format: z.literal('jsonv2'),
  limit: z.number().int().min(1).max(20).optional(),
  countrycodes: z.string().optional(),
});
