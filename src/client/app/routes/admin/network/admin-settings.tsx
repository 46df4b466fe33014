import { Card } from '#client/components/ui/layout/card.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useBookingSettings } from '#client/features/network/operator/api/get-booking-settings.ts';
import { BookingSettingsForm } from '#client/features/network/operator/components/booking-settings-form.tsx';

/** `/adminsettings` (admins): how far ahead passengers can book, and what cancelling gives back. */
export function AdminSettingsScreen() {
  const settings = useBookingSettings();
  return (
    <Screen
      title="Booking settings"
      lead="How far ahead passengers can book, and what they get back when they cancel."
    >
      <Card aria-labelledby="booking-settings-heading">
        <h2 id="booking-settings-heading">Booking window and refunds</h2>
        {settings.isPending ? (
          <Wave label="Loading the booking settings" />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <BookingSettingsForm settings={settings.data} />
        )}
      </Card>
    </Screen>
  );
}
