import {
  MAX_SIM_SPEED,
  MIN_SIM_SPEED,
  type SimulationStatus,
} from '#shared/simulation/simulation.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useStartSimulation, useStopSimulation } from '../api/control-simulation.ts';
import { formDefaultsOf, SimulationFormSchema, startRequestOf } from '../simulation-form.ts';
import { TripPicker } from './trip-picker.tsx';

const FAULTS = [
  { name: 'gaps', label: 'GPS gaps', hint: 'a few minutes with no fixes' },
  { name: 'detour', label: 'A detour', hint: 'off the route for a stretch' },
  { name: 'breakdown', label: 'A breakdown', hint: 'stands still for minutes' },
] as const;

/** Start (or restart) and stop: speed, which trips, and the faults to add. */
export function SimulationControls({ status }: { status: SimulationStatus }) {
  const { running } = status;
  const start = useStartSimulation();
  const stop = useStopSimulation();
  const { form, formRef, field, errorOf, failure, submit } = useZodForm(SimulationFormSchema, {
    defaultValues: formDefaultsOf(status),
    alsoShows: ['tripIds'],
  });
  const speed = Number(form.watch('speed'));
  const which = form.watch('which');
  const noise = form.watch('noise');
  const onSubmit = submit(async (values) => {
    await start.mutateAsync(startRequestOf(values));
  });

  return (
    <form ref={formRef} className="sim-controls" onSubmit={onSubmit} noValidate>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="field">
        <label className="field__label" htmlFor="sim-speed">
          Speed: <output htmlFor="sim-speed">{speed}×</output>
        </label>
        <input
          id="sim-speed"
          type="range"
          min={MIN_SIM_SPEED}
          max={MAX_SIM_SPEED}
          step={1}
          className="sim-controls__speed"
          aria-describedby="sim-speed-hint"
          {...form.register('speed')}
        />
        <p id="sim-speed-hint" className="field__hint">
          At 1× buses move in real time and their ETAs are honest. At {MAX_SIM_SPEED}× a bus covers
          an hour of its trip in a minute: ETAs and delays then describe the simulated clock, not
          real time (tracking judges a jump by 150 km/h of simulated time).
        </p>
        {errorOf('speed') && <p className="field__error">{errorOf('speed')}</p>}
      </div>
      <fieldset className="sim-controls__group">
        <legend className="field__label">Which trips</legend>
        <label className="sim-check">
          <input type="radio" value="all" {...form.register('which')} />
          All of today’s trips, as the timetable runs them
        </label>
        <label className="sim-check">
          <input type="radio" value="chosen" {...form.register('which')} />
          Chosen trips (one outside its time starts from its first stop now)
        </label>
      </fieldset>
      {which === 'chosen' && (
        <TripPicker register={form.register('tripIds')} error={errorOf('tripIds')} />
      )}
      <fieldset className="sim-controls__group">
        <legend className="field__label">Faults</legend>
        {FAULTS.map((fault) => (
          <label key={fault.name} className="sim-check">
            <input type="checkbox" {...form.register(fault.name)} />
            <span>
              {fault.label} <span className="field__hint">({fault.hint})</span>
            </span>
          </label>
        ))}
        <label className="sim-check">
          <input type="checkbox" {...form.register('noise')} />
          <span>
            GPS noise <span className="field__hint">(fixes wander around the road)</span>
          </span>
        </label>
        {noise && (
          <TextField
            label="Noise in metres"
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            className="sim-controls__noise"
            {...field('noiseM')}
          />
        )}
      </fieldset>
      <div className="sim-controls__actions">
        <Button type="submit" busy={start.isPending}>
          {running ? 'Restart with these settings' : 'Start simulation'}
        </Button>
        {running && (
          <Button variant="danger" busy={stop.isPending} onClick={() => stop.mutate(undefined)}>
            Stop simulation
          </Button>
        )}
      </div>
      {stop.isError && (
        <Notice tone="error">The simulation could not be stopped: try again.</Notice>
      )}
    </form>
  );
}
