import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { useUnreadCount } from '../api/get-messages.ts';
import './support.css';

/** The admin header's link to the inbox with its unread count, kept fresh (30 s, and on focus). */
export function InboxCount(): ReactElement | null {
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Link to={paths.adminInbox} className="inbox-count">
      Inbox{' '}
      {unread > 0 && (
        <span className="inbox-count__n">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </Link>
  );
}
export default InboxCount;
