import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '#shared/core/api-error.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { isChunkLoadError } from '#client/lib/loading/chunk-load.ts';
import { FullPage } from './full-page.tsx';
import { UpdateAvailable } from './update-available.tsx';

/** The router's error element: never a blank page, always a way home. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <UpdateAvailable />;

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const sentence = notFound ? errorMessage('not-found') : errorMessage(errorCodeOf(error));
  return (
    <FullPage title={title}>
      <p>{sentence}</p>
      <div className="full-page__actions">
        <a className="button button--primary" href="/">
          Go to the home page
        </a>
        {!notFound && (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        )}
      </div>
    </FullPage>
  );
}
