import { errorMessage } from '#shared/core/api-error.ts';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { Button } from '../buttons/button.tsx';
import { ButtonLink } from '../buttons/button-link.tsx';
import './error-state.css';

/** Where a screen for one thing sends people when that thing does not exist. */
export interface NotFoundWayBack {
  /** "No bus has this link. It may have been deleted." */
  text: string;
  to: string;
  label: string;
}

/**
 * The error state of a screen: the sentence for the error's code, and a retry. A screen for one
 * thing passes `notFound`: a link naming nothing cannot work on retry, so it gets the way back.
 */
export function ErrorState({
  error,
  onRetry,
  retryLabel = 'Try again',
  notFound,
}: {
  error: unknown;
  onRetry?: () => void;
  retryLabel?: string;
  notFound?: NotFoundWayBack;
}) {
  if (notFound && errorCodeOf(error) === 'not-found')
    return (
      <div role="alert" className="error-state">
        <p className="error-state__message">{notFound.text}</p>
        <ButtonLink variant="secondary" to={notFound.to}>
          {notFound.label}
        </ButtonLink>
      </div>
    );
  return (
    <div role="alert" className="error-state">
      <p className="error-state__message">{errorMessage(errorCodeOf(error))}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
