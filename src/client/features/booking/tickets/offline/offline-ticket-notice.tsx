import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { useOnline } from '#client/lib/hooks/use-online.ts';
import { lastCheckedLabel } from './last-checked.ts';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Above a ticket shown from the device: that there is no connection (or the server cannot be
 * reached, with a button to ask again), and when it was last checked with the server.
 */
export function OfflineTicketNotice({
  checkedAt,
  onRetry,
  retrying,
}: {
  checkedAt: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  const online = useOnline();
  // "today" and "yesterday" as of when the notice appeared.
  const [now] = useState(() => Date.now());
  return (
    <Notice tone="info" className="ticket-sheet__notice">
      <p>
        <strong>{online ? 'Busway cannot be reached.' : 'You are offline.'}</strong> This ticket is
        the copy kept on this phone, last checked {lastCheckedLabel(checkedAt, now, deviceZone())}.
        It updates itself when the connection is back.
      </p>
      {online && (
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          Check again
        </Button>
      )}
    </Notice>
  );
}

/** When the ticket was never opened on this device and there is no connection to fetch it. */
export function NotKeptNotice() {
  return (
    <Notice tone="warning" className="ticket-sheet__notice">
      <p>
        <strong>You are offline</strong>, and this ticket has not been opened on this device before.
        It opens here once the connection is back; after that it also works with no network.
      </p>
    </Notice>
  );
}
