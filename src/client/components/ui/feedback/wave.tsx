import type { CSSProperties } from 'react';
import './wave.css';

/** Resting heights (0..1) that draw one calm wave when motion is reduced. */
const REST = [0.2, 0.55, 0.9, 1, 0.75, 0.4, 0.15];

/** The wave loader. It is a status region named by `label` (default "Loading"). */
export function Wave({
  label = 'Loading',
  size = 'large',
}: {
  label?: string;
  size?: 'large' | 'small';
}) {
  const style =
    size === 'small'
      ? ({ '--wave-height': '1.5rem', '--wave-bar': '5px' } as CSSProperties)
      : undefined;
  return (
    <div role="status" aria-label={label} className="wave" style={style}>
      {REST.map((rest, i) => (
        <span
          key={i}
          aria-hidden="true"
          className="wave__bar"
          style={{ '--i': i, '--rest': rest } as CSSProperties}
        />
      ))}
    </div>
  );
}
