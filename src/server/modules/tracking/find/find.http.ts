/**
 * Finding a bus to follow (public, like a trip's live state; a signed-in passenger's search also
 * offers their next booked trip, and finds their own bookings by reference) and replaying a trip
 * (its passengers, its conductor and admins: replay-access.ts). Searches are counted per client
 * address and account, replays per account (tracking-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { IdParams } from '#shared/core/list-params.ts';
import {
  MAX_HISTORY_FIXES,
  MyBoarding,
  TrackSearchQuery,
  TrackSearchResult,
  TripHistory,
} from '#shared/tracking/find.ts';
import { NotFoundError, PermissionError } from '#server/errors.ts';
import type { TrackingLimits } from '../tracking-limits.ts';
import type { BoardingReadModel } from './boarding.read-model.ts';
import type { FindService } from './find.service.ts';
import type { HistoryRepo } from './history.repo.ts';
import { replayRefusal } from './replay-access.ts';
import type { ReplayAccessReadModel } from './replay-access.read-model.ts';

export interface FindHttpDeps {
  service: FindService;
  history: HistoryRepo;
  access: ReplayAccessReadModel;
  boarding: BoardingReadModel;
  limits: Pick<TrackingLimits, 'search' | 'replay' | 'settings'>;
}

export async function findHttp(app: FastifyInstance, deps: FindHttpDeps) {
  const { service, history, access, boarding, limits } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live tracking'];
  const s = limits.settings;

  r.get(
    '/api/live/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Today’s trips by route, trip id, bus or your booking reference, each live, stale, scheduled, ended or cancelled with its delay; your next booked trip first',
        description:
          'A booking reference finds its trip only for the booking’s owner, signed in, or an ' +
          'admin; for anyone else the text is searched as a route or bus alone. Limits (429 ' +
          `\`resource-exhausted\` with \`Retry-After\`): ${s.searchesPerAddressPerMinute} ` +
          `searches a minute per client address, ${s.searchesPerAccountPerMinute} per account.`,
        querystring: TrackSearchQuery,
        response: { 200: TrackSearchResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await request.optionalUser();
      await limits.search(user?.id ?? null, request.ip);
      const viewer = user ? { userId: user.id, admin: user.role === 'admin' } : null;
      return service.search(request.query.q, viewer);
    },
  );

  r.get(
    '/api/live/trips/:id/boarding',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Where you board this trip: the stop of your confirmed booking on it, or null',
        params: IdParams,
        response: { 200: MyBoarding, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({
      stop: (await boarding.of(request.params.id, request.user!.id)) ?? null,
    }),
  );

  r.get(
    '/api/live/trips/:id/history',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: `A trip’s stored fixes in time order, for a replay (thinned by time past ${MAX_HISTORY_FIXES.toLocaleString('en')})`,
        description:
          'For admins, the trip’s conductor and passengers with a confirmed booking on it ' +
          '(403 `permission-denied` for anyone else). Its cost is bounded whatever the trip’s ' +
          `volume. At most ${s.replaysPerAccountPerHour} replays an hour per account (429).`,
        params: IdParams,
        response: {
          200: TripHistory,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const tripId = request.params.id;
      const trip = await access.of(tripId, user.id);
      if (!trip) throw new NotFoundError('trip', tripId);
      const refusal = replayRefusal(user, trip);
      if (refusal) throw new PermissionError(refusal);
      await limits.replay(user.id);
      return { tripId, ...(await history.fixes(tripId)) };
    },
  );
}
