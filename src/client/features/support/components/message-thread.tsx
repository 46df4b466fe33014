import { useEffect, useRef, useState } from 'react';
import { TOPIC_LABELS, type MessageDetail } from '#shared/support/support.ts';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { momentLabel } from '#client/lib/format/dates.ts';
import { useMessage, useMessageAction } from '../api/message-actions.ts';
import { ReplyForm } from './reply-form.tsx';
import { STATUS_LABELS, STATUS_TONES } from './message-list.tsx';

const mailWords = (state: 'pending' | 'sent') =>
  state === 'sent' ? 'mailed' : 'mail not sent yet: it is tried again until it goes';

function Reference({ message }: { message: MessageDetail }) {
  if (!message.bookingReference) return <>none</>;
  const how = message.bookingVerified
    ? 'their own booking'
    : message.signedIn
      ? 'not checked'
      : 'given by a visitor, not checked';
  return (
    <>
      {message.bookingReference} ({how})
    </>
  );
}

/** One message: who wrote, what, the replies; reply, close or reopen. Opening it marks it read. */
export function MessageThread({ id, onBack }: { id: string; onBack: () => void }) {
  const message = useMessage(id);
  const action = useMessageAction();
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = message.data && !message.data.read;
  const { mutate } = action;

  useEffect(() => {
    if (unread) mutate({ kind: 'read', id });
  }, [unread, id, mutate]);
  useEffect(() => {
    heading.current?.focus();
  }, [id, message.isSuccess]);

  if (message.isPending) return <Wave label="Loading the message" />;
  if (message.isError)
    return <ErrorState error={message.error} onRetry={() => void message.refetch()} />;
  const m = message.data;
  const change = (kind: 'close' | 'reopen') => {
    setNotice(null);
    action.mutate(
      { kind, id },
      {
        onSuccess: () =>
          setNotice(kind === 'close' ? 'The message is closed.' : 'The message is open again.'),
        onError: (error) => setNotice(describeError(error)),
      },
    );
  };

  return (
    <article className="inbox__thread" aria-labelledby="inbox-thread-heading">
      <div className="inbox__line">
        <h2 id="inbox-thread-heading" ref={heading} tabIndex={-1}>
          {m.name}: {TOPIC_LABELS[m.topic]}
        </h2>
        <Pill tone={STATUS_TONES[m.status]}>{STATUS_LABELS[m.status]}</Pill>
      </div>
      <dl className="inbox__facts">
        <dt>From</dt>
        <dd>
          <a href={`mailto:${m.email}`}>{m.email}</a>
          {m.signedIn ? ' (signed in)' : ' (visitor)'}
        </dd>
        <dt>Sent</dt>
        <dd>{momentLabel(m.createdAt)}</dd>
        <dt>Booking</dt>
        <dd>
          <Reference message={m} />
        </dd>
        <dt>Confirmation</dt>
        <dd>{mailWords(m.ackMailState)}</dd>
      </dl>
      <p className="inbox__body">{m.body}</p>
      {m.replies.length > 0 && (
        <section aria-label="Replies" className="inbox__thread">
          <h3>Replies</h3>
          {m.replies.map((r) => (
            <div key={r.id} className="inbox__reply">
              <p className="inbox__meta">
                {r.authorName} · {momentLabel(r.createdAt)} · {mailWords(r.mailState)}
              </p>
              <p className="inbox__body">{r.body}</p>
            </div>
          ))}
        </section>
      )}
      {notice && <Notice tone="info">{notice}</Notice>}
      {m.status === 'closed' ? (
        <p>This message is closed. Reopen it to reply.</p>
      ) : (
        <ReplyForm
          messageId={m.id}
          to={m.email}
          onSent={() => setNotice(`Your reply was sent to ${m.email}.`)}
        />
      )}
      <div className="inbox__actions">
        {m.status === 'closed' ? (
          <Button variant="secondary" busy={action.isPending} onClick={() => change('reopen')}>
            Reopen
          </Button>
        ) : (
          <Button variant="secondary" busy={action.isPending} onClick={() => change('close')}>
            Close message
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          Back to the list
        </Button>
      </div>
    </article>
  );
}
