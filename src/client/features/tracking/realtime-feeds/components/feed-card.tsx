import { useState } from 'react';
import type { RealtimeFeed } from '#shared/tracking/realtime-feeds.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useDeleteRealtimeFeed } from '../api/delete-feed.ts';
import { usePollRealtimeFeed } from '../api/poll-feed.ts';
import { useSaveRealtimeFeed } from '../api/save-feed.ts';
import { FeedStatus } from './feed-status.tsx';

/** One source: what it polls, how its polls go, and edit, pause or resume, poll now, delete. */
export function FeedCard({
  feed,
  onEdit,
  onDone,
}: {
  feed: RealtimeFeed;
  onEdit: () => void;
  /** Says what happened, for the screen's notice. */
  onDone: (message: string) => void;
}) {
  const save = useSaveRealtimeFeed();
  const poll = usePollRealtimeFeed();
  const remove = useDeleteRealtimeFeed();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `feed-${feed.id}`;

  const togglePause = () =>
    save.mutate(
      { id: feed.id, input: { paused: !feed.paused } },
      {
        onSuccess: (saved) =>
          onDone(saved.paused ? `${saved.name} is paused.` : `${saved.name} is polled again.`),
        onError: (error) => onDone(describeError(error)),
      },
    );
  const pollNow = () =>
    poll.mutate(feed.id, {
      onSuccess: ({ report }) =>
        onDone(
          report.ok
            ? `${feed.name}: ${report.matched} vehicles matched, ${report.unmatched} not matched.`
            : `${feed.name}: ${report.message ?? 'the poll failed.'}`,
        ),
      onError: (error) => onDone(describeError(error)),
    });

  return (
    <article className="realtime-feed" aria-labelledby={headingId}>
      <header className="realtime-feed__head">
        <h3 id={headingId} className="realtime-feed__name">
          {feed.name}
        </h3>
        <p className="realtime-feed__url">{feed.url}</p>
        <p className="realtime-feed__every">
          Every {feed.intervalS} s
          {feed.headerNames.length > 0 && ` · sends ${feed.headerNames.join(', ')}`}
        </p>
      </header>
      <FeedStatus feed={feed} />
      <div className="realtime-feed__actions">
        <Button variant="secondary" onClick={onEdit} aria-describedby={headingId}>
          Edit
        </Button>
        <Button
          variant="secondary"
          busy={save.isPending}
          onClick={togglePause}
          aria-describedby={headingId}
        >
          {feed.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="secondary"
          busy={poll.isPending}
          onClick={pollNow}
          aria-describedby={headingId}
        >
          Poll now
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)} aria-describedby={headingId}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${feed.name}?`}
        onClose={() => setDeleting(false)}
        failure={failure}
        cancelLabel="Keep it"
        confirmLabel="Delete feed"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(feed.id, {
            onSuccess: () => onDone(`${feed.name} was deleted.`),
            onError: (error) => setFailure(describeError(error)),
          })
        }
      >
        <p>Busway stops polling it. The positions it brought stay in the trips' history.</p>
      </ConfirmDialog>
    </article>
  );
}
