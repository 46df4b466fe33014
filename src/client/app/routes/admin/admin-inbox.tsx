import { useSearchParams } from 'react-router';
import { MESSAGE_STATUSES, type MessageStatus } from '#shared/support/support.ts';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { MessageList } from '#client/features/support/components/message-list.tsx';
import { MessageThread } from '#client/features/support/components/message-thread.tsx';

const statusOf = (value: string | null): MessageStatus | undefined =>
  MESSAGE_STATUSES.find((s) => s === value);

/**
 * `/admininbox` (admins): messages from the contact form by status, newest first; open one
 * (`?message=<id>`) to read the thread, reply by mail, close or reopen it.
 */
export function AdminInboxScreen() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = params.get('message');
  const go = (next: {
    status?: MessageStatus | undefined;
    page?: number;
    message?: string | null;
  }) => {
    const query = new URLSearchParams();
    const s = 'status' in next ? next.status : status;
    const p = next.page ?? page;
    const m = 'message' in next ? next.message : open;
    if (s) query.set('status', s);
    if (p > 1) query.set('page', String(p));
    if (m) query.set('message', m);
    setParams(query);
  };

  return (
    <Screen
      title="Inbox"
      lead="Messages sent through the contact form. Replies go to the sender by e-mail."
    >
      <div className="admin-inbox">
        <Card aria-label="Messages">
          <MessageList
            status={status}
            page={page}
            selected={open}
            onFilter={(s, p) => go({ status: s, page: p })}
            onOpen={(id) => go({ message: id })}
          />
        </Card>
        {open && (
          <Card>
            <MessageThread key={open} id={open} onBack={() => go({ message: null })} />
          </Card>
        )}
      </div>
    </Screen>
  );
}
