import { useConfig } from '#client/lib/api/public-config.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { bookingWindow, type SearchWindow } from '../utils/booking-window.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Today and the last bookable day on the operator's calendar (GET /api/config's time zone and
 * booking window; the default window until it arrives), and
 * that zone for clock times. Until the configuration arrives, the browser's zone stands in.
 */
export function useOperatorCalendar(): SearchWindow & { zone: string; currency: string | null } {
  const { data } = useConfig();
  const zone = data?.timezone ?? browserZone();
  return {
    ...bookingWindow(localDate(new Date(), zone), data?.bookingWindowDays),
    zone,
    currency: data?.currency ?? null,
  };
}
