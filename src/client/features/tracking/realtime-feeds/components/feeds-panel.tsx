import type { RealtimeFeed } from '#shared/tracking/realtime-feeds.ts';
import { DataList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { useRealtimeFeeds } from '../api/get-feeds.ts';
import { FeedCard } from './feed-card.tsx';
import './realtime-feeds.css';

/** The sources in their four states; each with its status and actions. */
export function FeedsPanel({
  onEdit,
  onDone,
}: {
  onEdit: (feed: RealtimeFeed) => void;
  onDone: (message: string) => void;
}) {
  const query = useRealtimeFeeds();
  return (
    <DataList
      query={query}
      loading="Loading the feeds"
      isEmpty={(data) => data.feeds.length === 0}
      empty={() => (
        <EmptyState text="No feeds yet. Add a GTFS-Realtime VehiclePositions URL below and its vehicles appear on their trips." />
      )}
    >
      {(data) => (
        <ul className="realtime-feeds">
          {data.feeds.map((feed) => (
            <li key={feed.id}>
              <FeedCard feed={feed} onEdit={() => onEdit(feed)} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </DataList>
  );
}
