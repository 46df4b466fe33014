import { useState } from 'react';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { ContactForm } from '#client/features/support/components/contact-form.tsx';
import { ContactSent } from '#client/features/support/components/contact-sent.tsx';

/**
 * `/contact`: a message to the team — stored, confirmed by mail, answered by mail from the
 * admins' inbox. After sending, the acknowledgement replaces the form and takes focus.
 */
export function ContactScreen() {
  const [receivedAt, setReceivedAt] = useState<string | null>(null);
  return (
    <Screen
      title="Contact us"
      lead="A question about a trip, a ticket or your account? Write to us: a person reads every message and answers by e-mail."
    >
      <Card>
        {receivedAt ? (
          <ContactSent receivedAt={receivedAt} onAnother={() => setReceivedAt(null)} />
        ) : (
          <ContactForm onSent={(accepted) => setReceivedAt(accepted.receivedAt)} />
        )}
      </Card>
    </Screen>
  );
}
