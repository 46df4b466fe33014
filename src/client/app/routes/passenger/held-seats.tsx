import { Screen } from '#client/components/ui/layout/screen.tsx';
import { HeldSeats } from '#client/features/booking/holds/components/held-seats.tsx';
import { useConfig } from '#client/lib/api/public-config.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /temp: the seats the passenger holds, each with the time left to book and pay for them. */
export function HeldSeatsScreen() {
  const zone = useConfig().data?.timezone ?? browserZone();
  return (
    <Screen title="My held seats" lead="Seats you hold are kept for you until their time runs out.">
      <HeldSeats zone={zone} />
    </Screen>
  );
}
