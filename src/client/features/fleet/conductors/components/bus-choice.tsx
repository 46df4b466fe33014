import { Button } from '#client/components/ui/buttons/button.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import type { FieldProps } from '#client/lib/forms/use-zod-form.ts';
import { useBusOptions } from '../api/get-bus-options.ts';

/** Marked as on the timetable's bus pickers. */
const NOTE: Record<string, string> = { maintenance: ' (in maintenance)', retired: ' (retired)' };

/** The conductor's bus, from the fleet, or none. */
export function BusChoice({ field }: { field: FieldProps }) {
  const buses = useBusOptions();
  if (buses.isPending) return <Wave label="Loading buses" size="small" />;
  if (buses.isError) {
    return (
      <div className="field">
        <p className="field__label">Assigned bus</p>
        <p className="field__error">The buses could not be loaded.</p>
        <Button variant="secondary" onClick={() => void buses.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const options = [
    { value: '', label: 'No bus yet' },
    ...buses.data.buses.map((bus) => ({
      value: bus.id,
      label: `${bus.registration} · ${bus.name}${NOTE[bus.status] ?? ''}`,
    })),
  ];
  return <SelectField label="Assigned bus" options={options} {...field} />;
}
