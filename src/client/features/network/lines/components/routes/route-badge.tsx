import './route-badge.css';

/** The route's short name on its own colour, as on the front of the bus. */
export function RouteBadge({
  shortName,
  colour,
  textColour,
}: {
  shortName: string;
  colour: string;
  textColour: string;
}) {
  return (
    <span className="route-badge" style={{ background: colour, color: textColour }}>
      {shortName}
    </span>
  );
}
