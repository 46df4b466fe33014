import { useEffect } from 'react';
import {
  sendNow,
  sharedBefore,
  startSharing,
  stopSharing,
  useLocationSharing,
} from './location-sharing.ts';

/**
 * After a reload: resumes sharing the trip this phone shared before, while it runs; forgets it once
 * the trip ended or was cancelled. `trips` are the trips the screen knows, with whether each runs.
 * Sends what waited for a sign-in once the person is signed in again.
 */
export function useResumeSharing(
  userId: string | null,
  trips: readonly { tripId: string; running: boolean }[] | undefined,
) {
  const sharing = useLocationSharing();
  const key = trips?.map((trip) => `${trip.tripId}:${trip.running}`).join(',');
  useEffect(() => {
    if (!userId || !trips) return;
    let cancelled = false;
    void sharedBefore(userId).then((tripId) => {
      if (cancelled || !tripId) return;
      const trip = trips.find((known) => known.tripId === tripId);
      if (!trip) return;
      if (trip.running) void startSharing(tripId, userId);
      else void stopSharing();
    });
    return () => {
      cancelled = true;
    };
    // `key` stands for `trips`: the same trips in a new array change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, key]);
  const waitingForSignIn = sharing.status === 'sign-in';
  useEffect(() => {
    if (userId && waitingForSignIn) void sendNow();
  }, [userId, waitingForSignIn]);
}
