/** GTFS field values: times past midnight, compact dates, colours, coordinates, numbers. */

/** Seconds after the service day's start for "H:MM:SS" or "HH:MM:SS" (hours may pass 23). */
export function parseGtfsTime(text: string): number | undefined {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS", with hours past 23 for trips that run after midnight. */
export function formatGtfsTime(seconds: number): string {
  const s = Math.round(seconds);
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
}

/** "HH:MM", or "HH:MM:SS" when the seconds are not zero; names one departure of a frequency. */
export function clockLabel(seconds: number): string {
  const full = formatGtfsTime(seconds);
  return seconds % 60 === 0 ? full.slice(0, 5) : full;
}

/** "20070604" → "2007-06-04", or undefined when it is not a real calendar date. */
export function parseGtfsDate(text: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** "2007-06-04" → "20070604". */
export function formatGtfsDate(iso: string): string {
  return iso.replaceAll('-', '');
}

/** "1F6FEB" → "#1F6FEB"; undefined when it is not six hex digits. */
export function parseColour(text: string): string | undefined {
  return /^[0-9A-Fa-f]{6}$/.test(text) ? `#${text.toUpperCase()}` : undefined;
}

/** A finite decimal number, or undefined ("" included). */
export function parseDecimal(text: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A GTFS enumeration (0..max): null when the field is empty, undefined when it holds anything
 * else than one of its values.
 */
export function parseChoice(text: string, max: number): number | null | undefined {
  if (text === '') return null;
  const value = parseCount(text);
  return value !== undefined && value <= max ? value : undefined;
}

/** A whole number ≥ 0, or undefined. */
export function parseCount(text: string): number | undefined {
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

export function isLatitude(value: number | undefined): value is number {
  return value !== undefined && value >= -90 && value <= 90;
}

export function isLongitude(value: number | undefined): value is number {
  return value !== undefined && value >= -180 && value <= 180;
}

export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minor units per major unit of a currency: 100 for USD, 1 for JPY. */
export function minorUnitFactor(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return 10 ** (digits ?? 2);
  } catch {
    return 100;
  }
}
