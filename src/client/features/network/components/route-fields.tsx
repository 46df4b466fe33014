import type { RouteDetail } from '#shared/network.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { FieldErrors } from '#client/lib/form-errors.ts';

/** The route's names, colour, active flag, and (for a drawn path) whether to keep it. */
export function RouteFields({
  route,
  errors,
  clearField,
  colour,
  onColour,
  onName,
  keepShape,
  onKeepShape,
}: {
  route: RouteDetail | null;
  errors: FieldErrors;
  clearField: (name: string) => void;
  colour: string;
  onColour: (colour: string) => void;
  onName: (shortName: string) => void;
  keepShape: boolean;
  onKeepShape: (keep: boolean) => void;
}) {
  const path = route?.gtfsId ? 'path from the GTFS feed' : 'drawn path';
  return (
    <>
      <div className="route-form__names">
        <TextField
          label="Short name"
          name="shortName"
          autoComplete="off"
          defaultValue={route?.shortName}
          onChange={(e) => {
            clearField('shortName');
            onName(e.target.value);
          }}
          error={errors.shortName}
        />
        <TextField
          label="Long name"
          name="longName"
          autoComplete="off"
          optional
          defaultValue={route?.longName}
          onChange={() => clearField('longName')}
          error={errors.longName}
        />
      </div>
      <TextField
        label="Colour"
        name="colour"
        type="color"
        className="route-form__colour"
        value={colour.toLowerCase()}
        hint={`Lines and badges are drawn in it: ${colour.toUpperCase()}.`}
        onChange={(e) => {
          clearField('colour');
          onColour(e.target.value.toUpperCase());
        }}
        error={errors.colour}
      />
      <label className="route-form__check">
        <input type="checkbox" name="active" defaultChecked={route?.active ?? true} />
        <span>Active — passengers can find it and timetables run on it</span>
      </label>
      {route?.shapeKind === 'imported' && (
        <label className="route-form__check">
          <input
            type="checkbox"
            checked={keepShape}
            onChange={(e) => onKeepShape(e.target.checked)}
          />
          <span>
            Keep the {path} (stops are placed along it); otherwise straight lines join the stops
          </span>
        </label>
      )}
    </>
  );
}
