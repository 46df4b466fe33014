import { Screen } from '#client/components/ui/screen.tsx';

export function PaymentScreen() {
  return (
    <Screen
      title="Payment"
      lead="You will pay for your held seats here; your e-ticket follows at once."
    />
  );
}
