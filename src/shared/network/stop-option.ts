/**
 * The stop autocomplete's answer, on its own so the search form's first load does not build every
 * network schema (shared/network/network.ts re-exports it).
 */
import { z } from 'zod';

/**
 * A stop to choose. A GTFS station (`locationType` 1) stands for its `platforms`, the stops under
 * it that buses call at; a plain stop or platform is `locationType` 0 with `platforms` 0. The
 * autocomplete always says both (StopSearchResponse); a route's stops, never stations, leave them
 * out.
 */
export const StopOption = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  lat: z.number(),
  lng: z.number(),
  locationType: z.union([z.literal(0), z.literal(1)]).optional(),
  platforms: z.number().int().min(0).optional(),
});
export type StopOption = z.infer<typeof StopOption>;
export const StopSearchResponse = z.object({
  stops: z.array(StopOption.required({ locationType: true, platforms: true })),
});
