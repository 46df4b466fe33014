/**
 * `/test`'s run: the checks in the order shown, the lanes they run in, and each one's state as it
 * goes (waiting, running, or its result). A run starts when the screen opens and again on request;
 * a request while one runs is ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '#client/lib/api/error-text.ts';
import { offlineStorageCheck, serviceWorkerCheck } from './browser-checks.ts';
import { realtimeCheck } from './realtime-check.ts';
import { runChecks, type Check, type CheckResult } from './run-checks.ts';
import { apiCheck, clockCheck, serverCheck } from '../api/self-test-checks.ts';

export type CheckId =
  'api' | 'clock' | 'database' | 'mail' | 'uploads' | 'realtime' | 'offline' | 'worker';

export const CHECK_NAMES: Record<CheckId, string> = {
  api: 'API',
  clock: 'Clock',
  database: 'Database',
  mail: 'Mail',
  uploads: 'File storage',
  realtime: 'Live updates',
  offline: 'Offline storage',
  worker: 'Service worker',
};

export const CHECK_ORDER = Object.keys(CHECK_NAMES) as CheckId[];

export type CheckState =
  { phase: 'waiting' } | { phase: 'running' } | ({ phase: 'done' } & CheckResult);

const now = () => performance.now();

/** A server check, its time on the server added to the details an admin sees. */
function onServer(id: 'database' | 'mail' | 'uploads'): Check<CheckId> {
  return {
    id,
    run: async () => {
      const { serverMs, ...outcome } = await serverCheck(id);
      return outcome.details
        ? { ...outcome, details: { ...outcome.details, 'on the server': `${serverMs} ms` } }
        : outcome;
    },
  };
}

/** The server's checks one after another (they share its database); the browser's beside them. */
function lanes(): Check<CheckId>[][] {
  return [
    [
      { id: 'api', run: () => apiCheck(now) },
      { id: 'clock', run: () => clockCheck(Date.now) },
      onServer('database'),
      onServer('mail'),
      onServer('uploads'),
      { id: 'realtime', run: () => realtimeCheck() },
    ],
    [
      { id: 'offline', run: offlineStorageCheck },
      { id: 'worker', run: serviceWorkerCheck },
    ],
  ];
}

const waiting = (): Record<CheckId, CheckState> =>
  Object.fromEntries(CHECK_ORDER.map((id) => [id, { phase: 'waiting' }])) as Record<
    CheckId,
    CheckState
  >;

export function useSelfTest() {
  const [checks, setChecks] = useState(waiting);
  const [running, setRunning] = useState(false);
  const [finishedAt, setFinishedAt] = useState<Date | null>(null);
  const busy = useRef(false);

  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setChecks(waiting());
    const set = (id: CheckId, state: CheckState) =>
      setChecks((current) => ({ ...current, [id]: state }));
    await runChecks(lanes(), {
      now,
      describe: describeError,
      onStart: (id) => set(id, { phase: 'running' }),
      onResult: (id, result) => set(id, { phase: 'done', ...result }),
    });
    busy.current = false;
    setRunning(false);
    setFinishedAt(new Date());
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  return { checks, running, finishedAt, run };
}
