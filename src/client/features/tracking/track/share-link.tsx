/**
 * A link to this trip's page that anyone can open, signed in or not. Once the trip has ended the
 * page it opens says so instead of showing a position.
 */
import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import '#client/components/ui/forms/field.css';

export function trackUrl(origin: string, tripId: string): string {
  return `${origin}${paths.track}?${new URLSearchParams({ trip: tripId })}`;
}

export function ShareLink({ tripId }: { tripId: string }) {
  const url = trackUrl(window.location.origin, tripId);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <section className="share-link" aria-labelledby="share-link-heading">
      <h2 id="share-link-heading" className="share-link__heading">
        Share this trip
      </h2>
      <p className="share-link__lead">
        Anyone with the link can follow the bus until the trip ends.
      </p>
      <div className="field__row">
        <input
          className="field__input share-link__url"
          aria-label="Link to this trip"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p className="share-link__status" role="status">
        {copied === 'yes' && 'Link copied.'}
        {copied === 'no' && 'Copying was not allowed: select the link and copy it yourself.'}
      </p>
    </section>
  );
}
