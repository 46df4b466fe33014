import { Screen } from '#client/components/ui/layout/screen.tsx';

export function ContactScreen() {
  return (
    <Screen title="Contact us" lead="A form to send a message to the Busway team will be here." />
  );
}
