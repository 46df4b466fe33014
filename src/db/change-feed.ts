/**
 * What the database says changed, as it commits: statement triggers (migration 0007) send
 * `NOTIFY busway_catalogue` when the network or the fleet changes (stops, routes, fares, schedules,
 * trips added or removed, buses, seat layouts, operator settings) and `NOTIFY busway_trips` with
 * the ids of the trips whose seats or status changed. A notice is sent only when its transaction
 * commits, by any writer: this process, another instance, the import CLI.
 *
 * Order matters to caches: a change this process makes must be heard before the code that made it
 * goes on (a search right after a hold must see the hold). PGlite hands notices over while it reads
 * the COMMIT's answer; on PostgreSQL every pooled connection listens, so the connection that
 * commits hears its own notice before its COMMIT resolves. A dedicated connection keeps listening
 * when the pool is idle; while it is down the feed is not `live()` and caches must not trust it.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CATALOGUE_CHANNEL = 'busway_catalogue';
export const TRIPS_CHANNEL = 'busway_trips';

/** The network changed as a whole, or these trips (`all`: too many to name) changed. */
export type TableChange = { kind: 'catalogue' } | { kind: 'trips'; tripIds: string[] | 'all' };

export interface ChangeFeed {
  /** Returns the function that stops listening. */
  subscribe(listener: (change: TableChange) => void): () => void;
  /** False while notices may be missed (PostgreSQL's listening connection is down). */
  live(): boolean;
}

/** A notice's channel and payload as the change it names; undefined for other channels. */
export function parseNotice(channel: string, payload: string | undefined): TableChange | undefined {
  if (channel === CATALOGUE_CHANNEL) return { kind: 'catalogue' };
  if (channel !== TRIPS_CHANNEL) return undefined;
  if (!payload || payload === '*') return { kind: 'trips', tripIds: 'all' };
  return { kind: 'trips', tripIds: payload.split(',') };
}

function listeners() {
  const set = new Set<(change: TableChange) => void>();
  return {
    add(listener: (change: TableChange) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    tell(channel: string, payload: string | undefined) {
      const change = parseNotice(channel, payload);
      if (change) for (const listener of set) listener(change);
    },
  };
}

export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const heard = listeners();
  for (const channel of [CATALOGUE_CHANNEL, TRIPS_CHANNEL])
    await client.listen(channel, (payload) => heard.tell(channel, payload));
  return { subscribe: heard.add, live: () => true };
}

/** The dedicated listener's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'busway-change-feed';

const LISTEN_SQL = `listen ${CATALOGUE_CHANNEL}; listen ${TRIPS_CHANNEL}`;

export interface PostgresChangeFeed extends ChangeFeed {
  /** For the pool's `onConnect`: the connection hears the notices before it is handed out. */
  onConnect(client: pg.ClientBase): Promise<void>;
  close(): Promise<void>;
}

/**
 * The feed of a PostgreSQL database: pass `onConnect` to the pool, then `start()` the dedicated
 * listener. It reconnects by itself after losing its connection (the caches drop everything
 * they kept, as notices may have been missed meanwhile).
 */
export function postgresChangeFeed(url: string, retryMs = 1_000) {
  const heard = listeners();
  let listener: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Each notice is told once: by the pooled connection that committed it (its own backend's), or
  // by the dedicated listener when another process committed it.
  const ownBackends = new Set<number>();
  const onNotice = (m: pg.Notification) => {
    if (!ownBackends.has(m.processId)) heard.tell(m.channel, m.payload);
  };

  // Whatever changed while nobody listened is unknown: listeners start again.
  const everythingChanged = () => {
    heard.tell(CATALOGUE_CHANNEL, undefined);
    heard.tell(TRIPS_CHANNEL, '*');
  };

  function lost() {
    if (closed) return;
    live = false;
    everythingChanged();
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client.on('notification', onNotice);
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listener === client) listener = undefined;
      lost();
    });
    try {
      await client.connect();
      await client.query(LISTEN_SQL);
      if (closed) return void (await client.end());
      listener = client;
      everythingChanged();
      live = true;
    } catch {
      await client.end().catch(() => undefined);
      lost();
    }
  }

  const feed: PostgresChangeFeed & { start(): Promise<void> } = {
    subscribe: heard.add,
    live: () => live,
    async onConnect(client) {
      const backend = (client as pg.ClientBase & { processID: number }).processID;
      ownBackends.add(backend);
      client.on('end', () => ownBackends.delete(backend));
      client.on('notification', (m) => {
        if (m.processId === backend) heard.tell(m.channel, m.payload);
      });
      await client.query(LISTEN_SQL);
    },
    start: connect,
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
  return feed;
}
