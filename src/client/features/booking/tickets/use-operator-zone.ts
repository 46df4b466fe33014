import { useConfig } from '#client/lib/api/public-config.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The operator's time zone (GET /api/config), in which tickets name days and times; null while the
 * configuration loads, so a ticket never shows a time that then jumps. If the configuration
 * cannot be had, the browser's zone stands in.
 */
export function useOperatorZone(): string | null {
  const { data, isPending } = useConfig();
  if (data) return data.timezone;
  return isPending ? null : browserZone();
}
