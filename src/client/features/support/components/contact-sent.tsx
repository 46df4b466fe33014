import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { momentLabel } from '#client/lib/format/dates.ts';

/** The acknowledgement after sending: it takes focus, and says what happens next. */
export function ContactSent({
  receivedAt,
  onAnother,
}: {
  receivedAt: string;
  onAnother: () => void;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="contact-sent" aria-labelledby="contact-sent-heading">
      <h2 id="contact-sent-heading" ref={ref} tabIndex={-1}>
        Thank you — your message was sent
      </h2>
      <p>We received it on {momentLabel(receivedAt)}.</p>
      <h3>What happens next</h3>
      <ul>
        <li>A confirmation is on its way to your e-mail address.</li>
        <li>
          Someone from our team reads every message and answers by mail, usually within two working
          days.
        </li>
        <li>
          If your bus leaves soon, <Link to={paths.help}>Help</Link> and your ticket have the
          quickest answers.
        </li>
      </ul>
      <Button variant="secondary" onClick={onAnother}>
        Send another message
      </Button>
    </section>
  );
}
