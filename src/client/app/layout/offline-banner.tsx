import { useOnline } from '#client/lib/hooks/use-online.ts';
import './offline-banner.css';

/**
 * A bar under the header while the browser has no network (calls give up after 5 s meanwhile). The
 * status region stays in the page so that the message is announced when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner-region">
      {!online && (
        <p className="offline-banner">
          You are offline. Some things will not work until the connection is back.
        </p>
      )}
    </div>
  );
}
