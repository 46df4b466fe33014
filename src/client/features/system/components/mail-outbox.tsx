import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { momentLabel } from '#client/lib/format/dates.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { fileSize } from '../file-size.ts';
import './mail-outbox.css';

const when = (iso: string) => momentLabel(iso);

/**
 * The mails Busway "sent" in outbox mode (codes, invitations, tickets), for admins trying the app
 * out; files sent with a mail (a ticket PDF, a calendar event) download from here.
 */
export function MailOutbox() {
  const outbox = useOutbox();
  let body;
  if (outbox.isPending) body = <Wave label="Loading the outbox" size="small" />;
  else if (outbox.isError)
    body = <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />;
  else if (outbox.data.mails.length === 0)
    body = <p>No mail yet. Codes and invitations appear here.</p>;
  else
    body = (
      <ol className="mail-outbox__list">
        {outbox.data.mails.map((mail) => (
          <li key={mail.id} className="mail-outbox__mail">
            <h3 className="mail-outbox__subject">{mail.subject}</h3>
            <p className="mail-outbox__meta">
              to {mail.to} · {when(mail.createdAt)}
            </p>
            <pre className="mail-outbox__text">{mail.text}</pre>
            {mail.attachments.length > 0 && (
              <ul className="mail-outbox__files" aria-label={`Files sent with “${mail.subject}”`}>
                {mail.attachments.map((file) => (
                  <li key={file.index}>
                    <a href={`/api/dev/outbox/${mail.id}/attachments/${file.index}`} download>
                      {file.filename}
                    </a>{' '}
                    <span className="mail-outbox__size">{fileSize(file.size)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    );
  return (
    <div className="mail-outbox">
      <div className="mail-outbox__bar">
        <p className="mail-outbox__lead">
          The latest mails, newest first. Nothing here left the server.
        </p>
        <Button variant="secondary" busy={outbox.isFetching} onClick={() => void outbox.refetch()}>
          Refresh
        </Button>
      </div>
      {body}
    </div>
  );
}
