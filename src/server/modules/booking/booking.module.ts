/**
 * Wires the booking domain into the app: trip search, seat maps and holds, bookings, payment
 * through the gateway (the built-in sandbox), tickets; the hold-expiry job (every 30 s) and
 * payment reconciliation (at start-up and every minute), run by server/jobs/repeating-job.ts; and
 * refunds when an admin cancels a trip.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '#db/change-feed.ts';
import type { Database } from '#db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import type { TicketsModule } from '#server/modules/tickets/tickets.module.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { publishSeats } from '#server/realtime/live-publish.ts';
import { createRepeatingJob } from '#server/jobs/repeating-job.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import { createBookingLimits, type BookingLimitSettings } from './booking-limits.ts';
import { bookingMailSender } from './booking-mail.ts';
import { createBookingView } from './booking-view.ts';
import { manifestHttp } from './manifest/manifest.http.ts';
import { createManifestReadModel } from './manifest/manifest.read-model.ts';
import { createManifestService } from './manifest/manifest.service.ts';
import { seatAnnouncer } from './seat-changes.ts';
import { createRefunds } from './payments/refunds.ts';
import { bookingsHttp } from './bookings/bookings.http.ts';
import { createBookingsService } from './bookings/bookings.service.ts';
import { holdsHttp } from './holds/holds.http.ts';
import { createHoldsService } from './holds/holds.service.ts';
import { createSandboxGateway } from './payments/sandbox-gateway.ts';
import { paymentsHttp } from './payments/payments.http.ts';
import { createPaymentsService } from './payments/payments.service.ts';
import { createSearchAnswerCache } from './search/search-answer-cache.ts';
import { searchHttp } from './search/search.http.ts';
import { createSearchService } from './search/search.service.ts';
import { createTripCatalogue } from './catalogue/trip-catalogue.read-model.ts';
import { createTripOptions } from './catalogue/trip-options.ts';

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
  const tripOptions = createTripOptions({
    catalogue,
    currency: () => operator.operatorCurrency(),
  });
  const search = createSearchService({
    catalogue,
    tripOptions,
    timezone: () => operator.operatorTimezone(),
    bookingWindowDays: () => operator.bookingWindowDays(),
  });
  const announce = seatAnnouncer((tripId, changes) => publishSeats(hub, tripId, changes, app.log));
  const send = bookingMailSender(mailer, app.log);
  const rateLimits = createRateLimits(db);
  const limits = createBookingLimits(rateLimits, deps.limits);
  const holds = createHoldsService({ db, catalogue, tripOptions, announce, limits });
  const views = createBookingView({ catalogue, tripOptions });
  const gateway = createSandboxGateway(db);
  const refunds = createRefunds({ db, gateway });
  const bookings = createBookingsService({
    db,
    catalogue,
    views,
    holds,
    tickets,
    refundPolicy: () => operator.refundPolicy(),
    announce,
    send,
    refund: refunds.payRefund,
    log: app.log,
  });
  const payments = createPaymentsService({
    db,
    gateway,
    views,
    tickets,
    limits,
    announce,
    send,
    refunds,
    settleCancelledTrips: () => bookings.settleCancelledTrips(),
    serviceDateOf: async (tripId) => (await catalogue.serviceDate(tripId)) ?? '',
    log: app.log,
  });
  const manifest = createManifestService({
    reads: createManifestReadModel(db),
    timezone: () => operator.operatorTimezone(),
  });
  const answers = createSearchAnswerCache({ changes: deps.changes });
  await app.register(searchHttp, { service: search, catalogue, answers });
  await app.register(holdsHttp, { holds });
  await app.register(bookingsHttp, { bookings });
  await app.register(paymentsHttp, { payments });
  await app.register(manifestHttp, { service: manifest });

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

  // The background jobs run as the schedule roll-out does (server/jobs), from when the app is
  // ready until it closes. Each keeps to one run at a time; expiry and reconciliation are safe
  // side by side, as they are across instances.
  const jobs = [
    createRepeatingJob({
      name: 'hold expiry',
      run: () => holds.expireLapsed(),
      log: app.log,
      intervalMs: HOLD_EXPIRY_INTERVAL_MS,
    }),
    createRepeatingJob({
      name: 'payment reconciliation',
      run: () => payments.reconcile(),
      log: app.log,
      intervalMs: RECONCILE_INTERVAL_MS,
      runAtStart: true,
    }),
    createRepeatingJob({
      name: 'rate-limit sweep',
      run: () => rateLimits.sweep(),
      log: app.log,
      intervalMs: RECONCILE_INTERVAL_MS,
    }),
  ];
  if (deps.jobs !== false) {
    app.addHook('onReady', async () => jobs.forEach((job) => job.start()));
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  }
  return { search, holds, bookings, payments, manifest };
}
