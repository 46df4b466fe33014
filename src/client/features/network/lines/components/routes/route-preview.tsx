import type { Position } from '#shared/network/network.ts';
import { RouteMap } from '#client/components/route-map/route-map.tsx';
import type { EditorStop } from './route-stops-editor.tsx';

/** The route as it is being edited, on the map: its kept path, or straight lines between the stops. */
export function RoutePreview({
  name,
  colour,
  stops,
  path,
}: {
  name: string;
  colour: string;
  stops: EditorStop[];
  path?: Position[];
}) {
  if (stops.length === 0)
    return <p className="route-form__no-map">Add stops to see the route on the map.</p>;
  const first = stops[0]!.stop.name;
  const last = stops.at(-1)!.stop.name;
  const description =
    stops.length === 1
      ? `One stop so far: ${first}.`
      : `${stops.length} stops from ${first} to ${last}${path ? ', along its drawn path' : ', joined by straight lines'}.`;
  return (
    <RouteMap
      title={`Map of route ${name || 'being drawn'}`}
      description={description}
      stops={stops.map((s) => s.stop)}
      line={path}
      colour={colour}
    />
  );
}
