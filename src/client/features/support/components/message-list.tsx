import { MESSAGE_STATUSES, TOPIC_LABELS, type MessageStatus } from '#shared/support/support.ts';
import { Pill, type PillTone } from '#client/components/ui/badges/pill.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { Pagination } from '#client/components/ui/lists/pagination.tsx';
import { momentLabel } from '#client/lib/format/dates.ts';
import { INBOX_PAGE_SIZE, useMessages } from '../api/get-messages.ts';
import './support.css';

export const STATUS_LABELS: Record<MessageStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};
export const STATUS_TONES: Record<MessageStatus, PillTone> = {
  open: 'warn',
  answered: 'ok',
  closed: 'muted',
};
const TABS = [undefined, ...MESSAGE_STATUSES] as const;

/** The inbox's list: status tabs, the messages newest first (unread in bold), pages. */
export function MessageList({
  status,
  page,
  selected,
  onFilter,
  onOpen,
}: {
  status: MessageStatus | undefined;
  page: number;
  selected: string | null;
  onFilter: (status: MessageStatus | undefined, page: number) => void;
  onOpen: (id: string) => void;
}) {
  const list = useMessages(status, page);
  return (
    <div className="inbox">
      <ul className="inbox__tabs" aria-label="Show messages">
        {TABS.map((tab) => (
          <li key={tab ?? 'all'}>
            <button
              type="button"
              className="inbox__tab"
              aria-pressed={tab === status}
              onClick={() => onFilter(tab, 1)}
            >
              {tab ? STATUS_LABELS[tab] : 'All'}
            </button>
          </li>
        ))}
      </ul>
      {list.isPending ? (
        <Wave label="Loading messages" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.messages.length === 0 ? (
        <EmptyState
          text={
            status
              ? `No ${STATUS_LABELS[status].toLowerCase()} messages.`
              : 'No messages yet. What people send through the contact form appears here.'
          }
        />
      ) : (
        <>
          <ul className="inbox__list" aria-label="Messages">
            {list.data.messages.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`inbox__item${m.read ? '' : ' inbox__item--unread'}`}
                  aria-current={m.id === selected ? 'true' : undefined}
                  onClick={() => onOpen(m.id)}
                >
                  <span className="inbox__line">
                    <span className="inbox__who">
                      {m.read ? '' : 'Unread: '}
                      {m.name} · {TOPIC_LABELS[m.topic]}
                    </span>
                    <Pill tone={STATUS_TONES[m.status]}>{STATUS_LABELS[m.status]}</Pill>
                  </span>
                  <span className="inbox__excerpt">{m.excerpt}</span>
                  <span className="inbox__meta">
                    {momentLabel(m.createdAt)}
                    {m.replies > 0 && ` · ${m.replies} ${m.replies === 1 ? 'reply' : 'replies'}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={INBOX_PAGE_SIZE}
            total={list.data.total}
            hideSingle
            onPage={(next) => onFilter(status, next)}
          />
        </>
      )}
    </div>
  );
}
