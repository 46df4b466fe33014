import type { RouteDetail } from '#shared/network/network.ts';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { FieldProps } from '#client/lib/forms/use-zod-form.ts';

type RouteField = 'shortName' | 'longName' | 'colour' | 'active' | 'keepShape';

/** The route's names, colour, active flag, and (for a drawn path) whether to keep it. */
export function RouteFields({
  route,
  field,
  colour,
}: {
  route: RouteDetail | null;
  field: (name: RouteField, options?: { setValueAs: (value: string) => string }) => FieldProps;
  /** The colour as chosen, said in the hint. */
  colour: string;
}) {
  const path = route?.gtfsId ? 'path from the GTFS feed' : 'drawn path';
  const check = (name: RouteField) => {
    const { error: _error, ...registration } = field(name);
    return registration;
  };
  return (
    <>
      <div className="route-form__names">
        <TextField label="Short name" autoComplete="off" {...field('shortName')} />
        <TextField label="Long name" autoComplete="off" optional {...field('longName')} />
      </div>
      <TextField
        label="Colour"
        type="color"
        className="route-form__colour"
        hint={`Lines and badges are drawn in it: ${colour.toUpperCase()}.`}
        {...field('colour', { setValueAs: (value) => value.toUpperCase() })}
      />
      <label className="route-form__check">
        <input type="checkbox" {...check('active')} />
        <span>Active — passengers can find it and timetables run on it</span>
      </label>
      {route?.shapeKind === 'imported' && (
        <label className="route-form__check">
          <input type="checkbox" {...check('keepShape')} />
          <span>
            Keep the {path} (stops are placed along it); otherwise straight lines join the stops
          </span>
        </label>
      )}
    </>
  );
}
