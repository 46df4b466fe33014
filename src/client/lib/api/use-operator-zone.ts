import { useConfig } from './public-config.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The operator's time zone (GET /api/config), in which every screen names days and times (trips,
 * tickets, feeds, the simulation, sign-ins); null while the configuration loads, so a time never
 * shows in one zone and then jumps. If the configuration cannot be had, the browser's zone stands in.
 */
export function useOperatorZone(): string | null {
  const { data, isPending } = useConfig();
  if (data) return data.timezone;
  return isPending ? null : browserZone();
}
