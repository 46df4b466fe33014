import { Screen } from '#client/components/ui/screen.tsx';

export function TicketScreen() {
  return (
    <Screen
      title="Your e-ticket"
      lead="Your ticket and its QR code will be shown here, ready to show when you board."
    />
  );
}
