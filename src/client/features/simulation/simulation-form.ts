/**
 * The `/sim` form's values and how they become a start request: the shared SimulationStart
 * schema checks speed, trips and faults; the form adds the choice between all trips and chosen
 * ones, and noise as a checkbox with its metres.
 */
import { z } from 'zod';
import {
  MAX_NOISE_M,
  MAX_SIM_SPEED,
  MIN_SIM_SPEED,
  type SimulationStart,
  type SimulationStatus,
} from '#shared/simulation/simulation.ts';

export const SimulationFormSchema = z
  .object({
    speed: z.coerce
      .number()
      .min(MIN_SIM_SPEED, `Speed is ${MIN_SIM_SPEED}× to ${MAX_SIM_SPEED}×`)
      .max(MAX_SIM_SPEED, `Speed is ${MIN_SIM_SPEED}× to ${MAX_SIM_SPEED}×`),
    which: z.enum(['all', 'chosen']),
    tripIds: z.array(z.string()),
    gaps: z.boolean(),
    noise: z.boolean(),
    noiseM: z.coerce
      .number()
      .min(1, 'Noise is 1 to 200 metres')
      .max(MAX_NOISE_M, `Noise is 1 to ${MAX_NOISE_M} metres`),
    detour: z.boolean(),
    breakdown: z.boolean(),
  })
  .refine((v) => v.which === 'all' || v.tripIds.length > 0, {
    path: ['tripIds'],
    message: 'Choose at least one trip, or drive all of today’s',
  });
export type SimulationFormInput = z.input<typeof SimulationFormSchema>;
export type SimulationFormValues = z.output<typeof SimulationFormSchema>;

export const SIMULATION_FORM_DEFAULTS: SimulationFormInput = {
  speed: 1,
  which: 'all',
  tripIds: [],
  gaps: false,
  noise: false,
  noiseM: 25,
  detour: false,
  breakdown: false,
};

export function startRequestOf(values: SimulationFormValues): SimulationStart {
  return {
    speed: values.speed,
    ...(values.which === 'chosen' ? { tripIds: values.tripIds } : {}),
    faults: {
      gaps: values.gaps,
      noiseM: values.noise ? values.noiseM : 0,
      detour: values.detour,
      breakdown: values.breakdown,
    },
  };
}

/** The form as the last run left it (its speed, trips and faults), or the defaults. */
export function formDefaultsOf(status: SimulationStatus): SimulationFormInput {
  if (!status.startedAt) return SIMULATION_FORM_DEFAULTS;
  const { faults } = status;
  return {
    speed: status.speed,
    which: status.mode,
    tripIds: status.mode === 'chosen' ? status.trips.map((trip) => trip.tripId) : [],
    gaps: faults.gaps,
    noise: faults.noiseM > 0,
    noiseM: faults.noiseM || SIMULATION_FORM_DEFAULTS.noiseM,
    detour: faults.detour,
    breakdown: faults.breakdown,
  };
}
