import {
  BenchStart,
  MAX_BENCH_BUSES,
  MAX_BENCH_SECONDS,
  MAX_BENCH_SUBSCRIBERS,
  MAX_BENCH_UPDATES_PER_S,
} from '#shared/simulation/bench.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useStartBench, useStopBench } from '../api/bench.ts';

const number = { valueAsNumber: true } as const;

/** How many buses and subscribers, for how long; and stop. */
export function BenchForm({ running }: { running: boolean }) {
  const start = useStartBench();
  const stop = useStopBench();
  const { formRef, field, failure, submit } = useZodForm(BenchStart, {
    defaultValues: { buses: 100, subscribers: 100, durationS: 30 },
  });
  const onSubmit = submit(async (values) => {
    await start.mutateAsync(values);
  });
  return (
    <form ref={formRef} className="bench-form" onSubmit={onSubmit} noValidate>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="bench-form__fields">
        <TextField
          label="Buses"
          type="number"
          inputMode="numeric"
          hint={`1 to ${MAX_BENCH_BUSES}`}
          {...field('buses', number)}
        />
        <TextField
          label="Subscribers"
          type="number"
          inputMode="numeric"
          hint={`1 to ${MAX_BENCH_SUBSCRIBERS}`}
          {...field('subscribers', number)}
        />
        <TextField
          label="Seconds"
          type="number"
          inputMode="numeric"
          hint={`5 to ${MAX_BENCH_SECONDS}`}
          {...field('durationS', number)}
        />
      </div>
      <p className="field__hint">
        Buses × subscribers is at most {MAX_BENCH_UPDATES_PER_S.toLocaleString('en-GB')} updates a
        second. The buses go out on a private channel: no one else’s map shows them.
      </p>
      <div className="sim-controls__actions">
        <Button type="submit" busy={start.isPending} disabled={running}>
          Run the bench
        </Button>
        {running && (
          <Button variant="danger" busy={stop.isPending} onClick={() => stop.mutate(undefined)}>
            Stop the bench
          </Button>
        )}
      </div>
    </form>
  );
}
