import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { SeatMap } from '#client/components/seat-map/seat-map.tsx';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import type { FieldProps } from '#client/lib/forms/use-zod-form.ts';
import { useLayout } from '../../layouts/api/get-layout.ts';
import { useLayouts } from '../../layouts/api/get-layouts.ts';

function Preview({ id }: { id: string }) {
  const layout = useLayout(id);
  if (layout.isPending) return <Wave label="Loading the seat map" size="small" />;
  if (layout.isError) return <p className="field__hint">The seat map could not be loaded.</p>;
  return (
    <SeatMap decks={layout.data.layout.decks} label={`Seat map of ${layout.data.layout.name}`} />
  );
}

/** The seat layout of a bus, from the layouts there are, with a look at the chosen one's seat map. */
export function LayoutSelect({ field, defaultValue }: { field: FieldProps; defaultValue: string }) {
  const layouts = useLayouts();
  const [chosen, setChosen] = useState(defaultValue);
  if (layouts.isPending) return <Wave label="Loading seat layouts" size="small" />;
  if (layouts.isError) {
    return (
      <div className="field">
        <p className="field__label">Seat layout</p>
        <p className="field__error">The seat layouts could not be loaded.</p>
        <Button variant="secondary" onClick={() => void layouts.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const options = [
    { value: '', label: 'Choose a seat layout' },
    ...layouts.data.layouts.map((l) => ({ value: l.id, label: l.name })),
  ];
  const picked = layouts.data.layouts.find((l) => l.id === chosen);
  return (
    <div className="bus-form__layout">
      <SelectField
        label="Seat layout"
        options={options}
        {...field}
        onChange={(event) => {
          setChosen(event.target.value);
          return field.onChange(event);
        }}
      />
      {layouts.data.layouts.length === 0 ? (
        <p className="field__hint">
          There are no seat layouts yet.{' '}
          <Link to={`${paths.adminLayouts}?layout=new`}>Make one first</Link>.
        </p>
      ) : (
        <p className="field__hint">
          {picked &&
            `${picked.seatCount} seats on ${picked.deckCount === 1 ? 'one deck' : 'two decks'}. `}
          <Link to={paths.adminLayouts}>Manage seat layouts</Link>
        </p>
      )}
      {chosen && (
        <details className="bus-form__layout-preview">
          <summary>Show the seat map</summary>
          <Preview id={chosen} />
        </details>
      )}
    </div>
  );
}
