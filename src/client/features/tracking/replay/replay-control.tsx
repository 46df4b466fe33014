/** Play, pause and scrub a finished trip's replay; the map shows the bus at the chosen moment. */
import { Button } from '#client/components/ui/buttons/button.tsx';
import { clockIn } from '#client/lib/format/dates.ts';
import { REPLAY_SPEEDS, type Replay, type ReplaySpeed } from './use-replay.ts';
import './replay-control.css';

export function ReplayControl({ replay, zone }: { replay: Replay; zone: string }) {
  const { start, end, at, playing } = replay;
  const moment = new Date(at).toISOString();
  return (
    <section className="replay" aria-labelledby="replay-heading">
      <h2 id="replay-heading" className="replay__heading">
        Replay the trip
      </h2>
      <div className="replay__row">
        <Button variant="secondary" onClick={playing ? replay.pause : replay.play}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <input
          className="replay__scrub"
          type="range"
          aria-label="Replay time"
          aria-valuetext={clockIn(moment, zone)}
          min={start}
          max={end}
          step={1000}
          value={at}
          onChange={(event) => replay.seek(Number(event.currentTarget.value))}
        />
        <time className="replay__time" dateTime={moment}>
          {clockIn(moment, zone)}
        </time>
        <label className="replay__speed">
          <span className="visually-hidden">Replay speed</span>
          <select
            value={replay.speed}
            onChange={(event) => replay.setSpeed(Number(event.currentTarget.value) as ReplaySpeed)}
          >
            {REPLAY_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
