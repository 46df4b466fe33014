import { Wave } from './wave.tsx';
import './page-wave.css';

/** The full-page loader shown while a screen's code is on its way. */
export function PageWave() {
  return (
    <div className="page-wave">
      <Wave label="Loading" />
      <p className="page-wave__caption" aria-hidden="true">
        Loading…
      </p>
    </div>
  );
}
