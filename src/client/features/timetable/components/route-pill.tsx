import type { RouteRef } from '#shared/timetable/timetable.ts';
import './timetable.css';

/** A route's short name in its own colours, as on the bus. */
export function RoutePill({
  route,
}: {
  route: Pick<RouteRef, 'shortName' | 'colour' | 'textColour'>;
}) {
  return (
    <span className="route-pill" style={{ background: route.colour, color: route.textColour }}>
      {route.shortName}
    </span>
  );
}
