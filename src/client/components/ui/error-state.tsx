import { errorMessage } from '#shared/api-error.ts';
import { errorCodeOf } from '#client/lib/api.ts';
import { Button } from './button.tsx';
import './error-state.css';

/** The error state of a screen: the sentence for the error's code, and a retry. */
export function ErrorState({
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  error: unknown;
  onRetry?: () => void;
  retryLabel?: string;
}) {
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
