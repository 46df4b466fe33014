/**
 * A replay's clock: a moment between the first and last stored fix that runs at `speed` times
 * real time while playing, and the bus's pose at it (motion.ts poseAt).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HistoryFix } from '#shared/tracking/find.ts';
import { poseAt, type TimedPose } from '../map/motion.ts';

export const REPLAY_SPEEDS = [10, 30, 60, 120] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export function timedFixes(fixes: readonly HistoryFix[]): TimedPose[] {
  return fixes.map((fix) => ({
    lng: fix.lng,
    lat: fix.lat,
    bearing: fix.bearing,
    at: Date.parse(fix.recordedAt),
  }));
}

/** Mounted once a history has loaded: a new history wants a new mount (a `key`). */
export function useReplay(fixes: readonly HistoryFix[]) {
  const timed = useMemo(() => timedFixes(fixes), [fixes]);
  const start = timed[0]?.at ?? 0;
  const end = timed.at(-1)?.at ?? 0;
  const [at, setAtState] = useState(start);
  const atRef = useRef(start);
  const setAt = (moment: number) => {
    atRef.current = moment;
    setAtState(moment);
  };
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(60);
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    last.current = null;
    const tick = (now: number) => {
      const elapsed = last.current === null ? 0 : now - last.current;
      last.current = now;
      const next = Math.min(end, atRef.current + elapsed * speed);
      setAt(next);
      if (next >= end) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, end]);

  return {
    start,
    end,
    at,
    playing,
    speed,
    setSpeed,
    pose: poseAt(timed, at),
    play: () => {
      if (at >= end) setAt(start);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    seek: (moment: number) => setAt(Math.min(end, Math.max(start, moment))),
  };
}
export type Replay = ReturnType<typeof useReplay>;
