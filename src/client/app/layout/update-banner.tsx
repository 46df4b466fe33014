import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { useAppIdentity } from '#client/lib/api/public-config.ts';
import { reloadToNewVersion, useUpdateWaiting } from '#client/lib/offline/service-worker.ts';
import './update-banner.css';

/**
 * A small bar at the foot of the window when a new version of the app is installed and waiting
 * (lib/offline/service-worker.ts): the open tab keeps working on the version it has until the
 * person chooses to reload. "Later" hides it until the next page load.
 */
export function UpdateBanner() {
  const waiting = useUpdateWaiting();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { appName } = useAppIdentity();
  return (
    <div role="status" className="update-banner-region">
      {waiting && !dismissed && (
        <div className="update-banner">
          <p className="update-banner__text">
            {appName} was updated — reload to use the new version.
          </p>
          <div className="update-banner__actions">
            <Button
              busy={reloading}
              onClick={() => {
                setReloading(true);
                void reloadToNewVersion();
              }}
            >
              Reload
            </Button>
            <Button variant="quiet" onClick={() => setDismissed(true)}>
              Later
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
