import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useRealtimeFeeds } from '#client/features/tracking/realtime-feeds/api/get-feeds.ts';
import { FeedForm } from '#client/features/tracking/realtime-feeds/components/feed-form.tsx';
import { FeedsPanel } from '#client/features/tracking/realtime-feeds/components/feeds-panel.tsx';

/**
 * `/adminrealtime` (admins): the GTFS-Realtime feeds Busway polls, with how their polls go; add
 * one, or edit one (`?feed=<id>`), pause, poll now or delete it.
 */
export function AdminRealtimeScreen() {
  const [params, setParams] = useSearchParams();
  const [message, setMessage] = useState<string | null>(null);
  const feeds = useRealtimeFeeds();
  const editId = params.get('feed');
  const editing = feeds.data?.feeds.find((f) => f.id === editId) ?? null;
  const closeEditor = () => setParams({}, { replace: true });

  return (
    <Screen
      title="Realtime feeds"
      lead="GTFS-Realtime VehiclePositions feeds Busway polls: each vehicle is put on its trip by trip_id and date, or by route and bus, and shows live on the map."
    >
      {message && <Notice tone="info">{message}</Notice>}
      <Card aria-labelledby="realtime-feeds-heading">
        <h2 id="realtime-feeds-heading">Feeds</h2>
        <FeedsPanel
          onEdit={(feed) => {
            setMessage(null);
            setParams({ feed: feed.id });
          }}
          onDone={setMessage}
        />
      </Card>
      <Card aria-labelledby="realtime-feed-form-heading">
        <h2 id="realtime-feed-form-heading">{editing ? `Edit ${editing.name}` : 'Add a feed'}</h2>
        <FeedForm
          key={editing?.id ?? 'new'}
          feed={editing}
          onCancel={editing ? closeEditor : undefined}
          onSaved={(feed, created) => {
            setMessage(
              created
                ? `${feed.name} was added; its first poll comes within seconds.`
                : `${feed.name} was saved.`,
            );
            closeEditor();
          }}
        />
      </Card>
    </Screen>
  );
}
