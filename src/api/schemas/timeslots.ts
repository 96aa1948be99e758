import { z } from 'zod/mini';
import { okEnvelope } from './common.ts';

// A supplier's collection and delivery slots, which only checkout asks for.

export const TimeslotSchema = z.object({
  value: z.string(),
  text: z.string(),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

export const TimeslotsResponseSchema = okEnvelope({ timeslots: z.array(TimeslotSchema) });
export type TimeslotsResponse = z.infer<typeof TimeslotsResponseSchema>;
