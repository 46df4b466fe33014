/** A trip's times as the booking screens show them: in the operator's zone, not the browser's. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, kind: 'clock' | 'day'): Intl.DateTimeFormat {
  const key = `${kind}:${zone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      'en-GB',
      kind === 'clock'
        ? { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    );
    formats.set(key, found);
  }
  return found;
}

/** "07:30": the wall clock of an instant in `zone`. */
export const clockIn = (iso: string, zone: string) => format(zone, 'clock').format(new Date(iso));

/** "Tuesday 3 March 2026": the local day of an instant in `zone`. */
export const dayIn = (iso: string, zone: string) =>
  format(zone, 'day').format(new Date(iso)).replace(',', '');
