import { useEffect } from 'react';
import type { z } from 'zod';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  ContactInput,
  TOPIC_LABELS,
  type ContactAccepted,
} from '#shared/support/support.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextAreaField } from '#client/components/ui/forms/text-area-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useContactBookings } from '../api/get-contact-bookings.ts';
import { useSendMessage } from '../api/send-message.ts';
import './support.css';

type Values = z.input<typeof ContactInput>;
const BOOKINGS_LIST = 'contact-bookings';
const TOPIC_OPTIONS = [
  { value: '', label: 'Choose a topic' },
  ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] })),
];

/**
 * The contact form: a signed-in passenger's name and e-mail filled in and their booking
 * references offered; field errors from either side on their fields. `website` is a trap for
 * robots, kept out of sight and out of reach for people and assistive technology.
 */
export function ContactForm({ onSent }: { onSent: (accepted: ContactAccepted) => void }) {
  const { currentUser } = useSession();
  const send = useSendMessage();
  const bookings = useContactBookings(currentUser !== null);
  const { form, formRef, field, failure, submit } = useZodForm<Values, ContactInput>(ContactInput, {
    defaultValues: {
      name: currentUser?.name ?? '',
      email: currentUser?.email ?? '',
      topic: '' as Values['topic'],
      message: '',
      bookingReference: '',
      website: '',
    },
  });
  // The session may arrive after the form: fill in what the person has not typed yet.
  useEffect(() => {
    if (!currentUser) return;
    for (const [key, value] of [
      ['name', currentUser.name],
      ['email', currentUser.email],
    ] as const)
      if (!form.getValues(key) && value) form.setValue(key, value);
  }, [currentUser, form]);

  const onSubmit = submit(async (values) => {
    onSent(await send.mutateAsync(values));
  });
  const offered = bookings.data?.bookings ?? [];

  return (
    <form
      ref={formRef}
      className="form contact-form"
      noValidate
      aria-label="Contact us"
      onSubmit={onSubmit}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="contact-form__pair">
        <TextField
          label="Your name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          {...field('name')}
        />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          hint="We answer to this address."
          {...field('email')}
        />
      </div>
      <SelectField label="Topic" options={TOPIC_OPTIONS} {...field('topic')} />
      <TextField
        label="Booking reference"
        optional
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={CONTACT_LIMITS.reference}
        list={offered.length > 0 ? BOOKINGS_LIST : undefined}
        hint={
          offered.length > 0
            ? 'Choose one of your bookings, or type the six characters from your ticket.'
            : 'The six characters on your ticket, if your message is about a booking.'
        }
        {...field('bookingReference')}
      />
      {offered.length > 0 && (
        <datalist id={BOOKINGS_LIST}>
          {offered.map((b) => (
            <option key={b.reference} value={b.reference} label={b.label} />
          ))}
        </datalist>
      )}
      <TextAreaField
        label="Message"
        hint={`At least 10 characters, at most ${CONTACT_LIMITS.message}.`}
        maxLength={CONTACT_LIMITS.message}
        {...field('message')}
      />
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <div className="form__actions">
        <Button type="submit" busy={send.isPending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
