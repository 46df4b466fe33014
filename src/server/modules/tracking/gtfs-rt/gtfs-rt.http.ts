/**
 * GTFS-Realtime out: `GET /gtfs-rt/vehicle-positions` and `GET /gtfs-rt/trip-updates`, public,
 * protobuf of the official schema, or its JSON with `?format=json` for people. Every trip, route
 * and stop id is the one `/api/gtfs.zip` writes. Each feed and format is built at most once a
 * second, however many consumers ask (feed-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import type { TrackingService } from '../tracking.ts';
import {
  encodeFeed,
  feedJson,
  isFresh,
  tripUpdatesFeed,
  vehiclePositionsFeed,
  type ExportedTrips,
  type FeedMessage,
} from './realtime-encode.ts';
import type { RealtimeIdsReadModel } from './realtime-ids.read-model.ts';
import { createFeedCache, type FeedCacheOptions } from './feed-cache.ts';

export const PROTOBUF_TYPE = 'application/x-protobuf';

const FeedQuery = z.object({
  format: z
    .enum(['protobuf', 'json'], { message: 'format is protobuf (the default) or json' })
    .optional(),
});

export interface GtfsRtHttpOptions {
  tracking: Pick<TrackingService, 'liveTrips'>;
  ids: RealtimeIdsReadModel;
  now: () => Date;
  /** How long an answer is kept, by which clock (a second of real time). */
  cache?: FeedCacheOptions;
}

/** A feed encoded as it goes out. */
interface Answer {
  type: string;
  body: Buffer | string;
}

type Encoder = (trips: readonly LiveTrip[], exported: ExportedTrips, now: Date) => FeedMessage;

export async function gtfsRtHttp(
  app: FastifyInstance,
  { tracking, ids, now, cache }: GtfsRtHttpOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking'];
  // The feed is read once for both formats; each format is encoded once.
  const messages = createFeedCache<FeedMessage>(cache);
  const answers = createFeedCache<Answer>(cache);

  async function message(encode: Encoder): Promise<FeedMessage> {
    const at = now();
    const trips = (await tracking.liveTrips()).filter((t) => isFresh(t, at));
    return encode(trips, await ids.exportedTrips(trips.map((t) => t.tripId)), at);
  }

  async function answer(
    path: string,
    encode: Encoder,
    format: 'protobuf' | 'json',
  ): Promise<Answer> {
    const built = await messages.get(path, () => message(encode));
    return format === 'json'
      ? { type: 'application/json; charset=utf-8', body: JSON.stringify(feedJson(built)) }
      : { type: PROTOBUF_TYPE, body: Buffer.from(encodeFeed(built)) };
  }

  const feeds = [
    {
      path: '/gtfs-rt/vehicle-positions',
      summary: 'GTFS-Realtime VehiclePositions: every bus with a fix at most 90 s old',
      encode: vehiclePositionsFeed,
    },
    {
      path: '/gtfs-rt/trip-updates',
      summary:
        "GTFS-Realtime TripUpdates: the ETA module's arrivals at the stops ahead of each bus",
      encode: tripUpdatesFeed,
    },
  ];
  for (const feed of feeds)
    r.get(
      feed.path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: feed.summary,
          description:
            'A full dataset of the official gtfs-realtime.proto FeedMessage (application/x-protobuf); ' +
            '?format=json gives the same message as JSON (protobuf.js toJSON: enum names, 64-bit ' +
            'times as strings). Trip, route and stop ids are those of GET /api/gtfs.zip.',
          querystring: FeedQuery,
          produces: [PROTOBUF_TYPE, 'application/json'],
        },
      },
      async (request, reply) => {
        const format = request.query.format ?? 'protobuf';
        const { type, body } = await answers.get(`${feed.path} ${format}`, () =>
          answer(feed.path, feed.encode, format),
        );
        reply.header('cache-control', 'no-cache');
        return reply.type(type).send(body);
      },
    );
}
