/**
 * Wires the booking domain into the app: trip search, seat maps and holds, bookings, payment
 * through the gateway (the built-in sandbox), tickets; the hold-expiry job (every 30 s) and
 * payment reconciliation (at start-up and every minute); and refunds when an admin cancels a trip.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '#db/change-feed.ts';
import type { Database } from '#db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import type { TicketsModule } from '#server/modules/tickets/tickets.module.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { publishSeats } from '#server/realtime/live-publish.ts';
import type { SeatChange } from '#shared/live/live.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import { createBookingLimits, type BookingLimitSettings } from './booking-limits.ts';
import { bookingHttp } from './booking.http.ts';
import { manifestHttp } from './manifest/manifest.http.ts';
import { createBookingsService } from './bookings/bookings.service.ts';
import { createHoldsService } from './holds/holds.service.ts';
import { createSandboxGateway } from './payments/sandbox-gateway.ts';
import { createPaymentsService } from './payments/payments.service.ts';
import { createSearchAnswers } from './search/search-answers.ts';
import { searchHttp } from './search/search.http.ts';
import { createSearchService } from './search/search.service.ts';
import { createTripCatalogue } from './search/trip-catalogue.read-model.ts';

export const HOLD_EXPIRY_INTERVAL_MS = 30_000;
export const RECONCILE_INTERVAL_MS = 60_000;

export interface BookingModuleDeps {
  db: Database;
  /** What the database says changed: kept search answers are dropped by it. */
  changes: ChangeFeed;
  hub: RealtimeHub;
  mailer: Mailer;
  operator: OperatorService;
  tickets: TicketsModule;
  /** Hears of each trip an admin cancels (the network module). */
  tripCancelled: (listener: (tripId: string, reason: string) => void) => void;
  /** What one account or address may hold and pay (README, "Booking limits"). */
  limits: BookingLimitSettings;
  /** Runs the background jobs (off in tests that drive them by hand). */
  jobs?: boolean;
}

export async function registerBooking(app: FastifyInstance, deps: BookingModuleDeps) {
  const { db, hub, mailer, operator, tickets } = deps;
  const catalogue = createTripCatalogue(db);
  const search = createSearchService({
    catalogue,
    timezone: () => operator.operatorTimezone(),
    currency: () => operator.operatorCurrency(),
    bookingWindowDays: () => operator.bookingWindowDays(),
  });
  const publish = (tripId: string, changes: SeatChange[]) =>
    publishSeats(hub, tripId, changes, app.log);
  const rateLimits = createRateLimits(db);
  const limits = createBookingLimits(rateLimits, deps.limits);
  const holds = createHoldsService({ db, catalogue, search, publish, limits });
  const gateway = createSandboxGateway(db);
  const bookings = createBookingsService({
    db,
    catalogue,
    search,
    holds,
    tickets,
    gateway,
    mailer,
    refundPolicy: () => operator.refundPolicy(),
    publish,
    log: app.log,
  });
  const payments = createPaymentsService({
    db,
    gateway,
    bookings,
    tickets,
    limits,
    serviceDateOf: async (tripId) => (await catalogue.serviceDate(tripId)) ?? '',
    log: app.log,
  });
  const answers = createSearchAnswers({ changes: deps.changes });
  await app.register(searchHttp, { service: search, catalogue, answers });
  await app.register(bookingHttp, { holds, bookings, payments });
  await app.register(manifestHttp, { db, timezone: () => operator.operatorTimezone() });

  deps.tripCancelled((tripId, reason) => {
    bookings
      .tripCancelled(tripId, reason)
      .catch((error: unknown) =>
        app.log.error(
          { err: error, tripId },
          'refunding a cancelled trip failed; reconciliation retries',
        ),
      );
  });

  if (deps.jobs !== false) {
    const timers: NodeJS.Timeout[] = [];
    let running = Promise.resolve();
    const every = (ms: number, name: string, work: () => Promise<unknown>) => {
      const run = () => {
        running = running
          .then(work)
          .then(() => undefined)
          .catch((error: unknown) =>
            app.log.error({ err: error }, `${name} failed; it runs again`),
          );
      };
      const timer = setInterval(run, ms);
      timer.unref();
      timers.push(timer);
      return run;
    };
    every(HOLD_EXPIRY_INTERVAL_MS, 'hold expiry', () => holds.expireLapsed());
    const reconcile = every(RECONCILE_INTERVAL_MS, 'payment reconciliation', () =>
      payments.reconcile(),
    );
    every(RECONCILE_INTERVAL_MS, 'rate-limit sweep', () => rateLimits.sweep());
    app.addHook('onReady', async () => reconcile());
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      await running;
    });
  }
  return { search, holds, bookings, payments };
}
