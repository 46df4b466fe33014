/**
 * The stop a simulated bus stands at, pure, as tracking says it (docs/decisions/028): waiting at
 * its first stop or dwelling at another, it is at that stop, and leaves at the timetable's
 * departure where the stop holds (the first stop, or one with a timetabled wait) and that time
 * is still ahead on the simulated clock; else any moment.
 */
import type { SimBusState } from './sim-bus.ts';
import type { DriveStop } from './timeline.ts';

export interface SimStop {
  name: string;
  /** Epoch ms of the held departure, on the simulated clock; null: departing now. */
  departsMs: number | null;
}

export function simStop(
  stops: readonly (DriveStop & { name?: string })[],
  state: Pick<SimBusState, 'phase' | 'alongM'>,
  simMs: number,
): SimStop | null {
  if (state.phase !== 'waiting' && state.phase !== 'dwelling') return null;
  const k = state.phase === 'waiting' ? 0 : stops.findIndex((s) => s.alongM === state.alongM);
  const stop = stops[k];
  if (!stop) return null;
  const holds = k === 0 || stop.departureMs > stop.arrivalMs;
  return {
    name: stop.name ?? `stop ${k + 1}`,
    departsMs: holds && stop.departureMs > simMs ? stop.departureMs : null,
  };
}
