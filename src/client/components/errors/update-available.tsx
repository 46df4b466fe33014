import { Button } from '#client/components/ui/buttons/button.tsx';
import { useAppIdentity } from '#client/lib/api/public-config.ts';
import { reloadToNewVersion } from '#client/lib/offline/service-worker.ts';
import { FullPage } from './full-page.tsx';

/** Shown when a screen's code could not be loaded: almost always a new version was deployed. */
export function UpdateAvailable() {
  const { appName } = useAppIdentity();
  return (
    <FullPage title={`${appName} was updated — reload`}>
      <p>
        A new version of {appName} is available, and this page needs it. Reload to continue;
        anything you have booked is safe.
      </p>
      <div className="full-page__actions">
        {/* A waiting new version takes over first: the old one's cache would answer the same. */}
        <Button onClick={() => void reloadToNewVersion()}>Reload</Button>
      </div>
    </FullPage>
  );
}
