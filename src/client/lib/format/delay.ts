/** A bus's delay against the timetable in words, the same on every screen that shows it. */

/** 0..59 s either way → "on time"; 180 → "3 min late"; -120 → "2 min early". */
export function delayWords(delaySeconds: number | null): string | null {
  if (delaySeconds === null) return null;
  const minutes = Math.round(Math.abs(delaySeconds) / 60);
  if (minutes === 0) return 'on time';
  return `${minutes} min ${delaySeconds > 0 ? 'late' : 'early'}`;
}
