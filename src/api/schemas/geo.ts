import { z } from 'zod/mini';

// Nominatim answers coordinates as decimal strings; the app works in numbers.
const Coordinate = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform(Number),
);

/** One hit of a Nominatim-compatible `/search?format=jsonv2` call. */
export const GeocodeResultSchema = z.object({
  place_id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  display_name: z.string().check(z.minLength(1)),
  lat: z.pipe(Coordinate, z.number().check(z.gte(-90), z.lte(90))),
  lon: z.pipe(Coordinate, z.number().check(z.gte(-180), z.lte(180))),
});
export type GeocodeResult = z.output<typeof GeocodeResultSchema>;

export const GeocodeResultsSchema = z.array(GeocodeResultSchema);

export const GeocodeQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1)),
  format: z.literal('jsonv2'),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))),
  countrycodes: z.optional(z.string()),
});
