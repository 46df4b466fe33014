/**
 * `POST /api/tickets/validate` and `/validate/batch`: a ticket shown at the bus door, checked
 * online, or a phone's offline checks sent in order once it has signal. The answers are the
 * verdicts of ticket-check.ts, which the phone uses offline too.
 */
import { z } from 'zod';
import { ErrorBody } from '../core/error-body.ts';
import { CHECK_RESULTS } from './ticket-check.ts';

/** A phone names itself with an id it keeps (e.g. a random UUID in its storage). */
export const DeviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{4,64}$/, 'A device id is 4–64 letters, digits, hyphens or underscores');

/** A ticket token is about 250 characters; a QR code of a longer text is no ticket. */
export const MAX_TOKEN_LENGTH = 600;

/** What is shown at the door: the QR code's token, or the booking reference typed in. */
const Shown = z.object({
  token: z
    .string()
    .min(1, 'The token is empty')
    .max(MAX_TOKEN_LENGTH, `A ticket token is at most ${MAX_TOKEN_LENGTH} characters`)
    .optional(),
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,12}$/, 'A booking reference is 4–12 letters or digits, such as KT7M4C')
    .transform((v) => v.toUpperCase())
    .optional(),
  /** With a reference: which passenger's seat, when the booking has more than one on this trip. */
  seat: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,6}$/, 'A seat label is 1–6 letters, digits or hyphens')
    .optional(),
  /** The stop sequence the bus is at, when the phone knows: a ticket boards at its stop or later. */
  atSequence: z.int().min(0).max(10_000).optional(),
});

const oneOfTokenOrReference = <T extends { token?: string; reference?: string }>(check: T) =>
  (check.token === undefined) !== (check.reference === undefined);
const ONE_OF = {
  message: 'Give either the ticket token (from the QR code) or the booking reference, not both',
  path: ['token'],
};

export const ValidateRequest = Shown.extend({
  tripId: z.uuid('The trip id must be a UUID'),
  deviceId: DeviceId,
  /** The phone's clock when it checked; kept beside the server's time, never trusted for "today". */
  checkedAt: z.iso
    .datetime({ offset: true, message: 'checkedAt must be an ISO date-time' })
    .optional(),
}).refine(oneOfTokenOrReference, ONE_OF);
export type ValidateRequest = z.infer<typeof ValidateRequest>;

export const OfflineCheck = Shown.extend({
  /** The phone's clock when it checked offline: the boarding's time if the server agrees. */
  checkedAt: z.iso.datetime({ offset: true, message: 'checkedAt must be an ISO date-time' }),
  /** What the phone answered offline; an answer that differs from the server's is a conflict. */
  deviceResult: z.enum(CHECK_RESULTS).optional(),
}).refine(oneOfTokenOrReference, ONE_OF);
export type OfflineCheck = z.infer<typeof OfflineCheck>;

export const MAX_BATCH_CHECKS = 200;

export const ValidateBatchRequest = z.object({
  tripId: z.uuid('The trip id must be a UUID'),
  deviceId: DeviceId,
  /** In the order the phone made them. */
  checks: z
    .array(OfflineCheck)
    .min(1, 'Send at least one check')
    .max(MAX_BATCH_CHECKS, `Send at most ${MAX_BATCH_CHECKS} checks at once`),
});
export type ValidateBatchRequest = z.infer<typeof ValidateBatchRequest>;

const StopRef = z.object({ sequence: z.int(), name: z.string().nullable() });

export const CheckAnswer = z.object({
  result: z.enum(CHECK_RESULTS),
  /** The answer in words, as the conductor's screen shows it. */
  message: z.string(),
  ticket: z
    .object({
      id: z.guid(),
      tripId: z.guid(),
      serviceDate: z.iso.date(),
      seat: z.string(),
      passengerName: z.string().nullable(),
      from: StopRef,
      to: StopRef,
    })
    .optional(),
  /** valid: this check's boarding; already-used: the boarding that stands. */
  boardedAt: z.iso.datetime().optional(),
  /** Which device boarded it (null: marked by hand on the manifest). */
  boardedDeviceId: z.string().nullable().optional(),
  /** wrong-stops: where the bus is. */
  at: StopRef.optional(),
  /** forged: malformed, unknown-key or bad-signature. */
  problem: z.enum(['malformed', 'unknown-key', 'bad-signature']).optional(),
  /** The time the check is recorded at: the server's, or the phone's for an offline check. */
  checkedAt: z.iso.datetime(),
  /**
   * Offline checks: the phone answered otherwise (it let a passenger on whom another device
   * boarded first, or whose ticket was voided since its last sync).
   */
  conflict: z.boolean(),
});
export type CheckAnswer = z.infer<typeof CheckAnswer>;

/** An offline check that names nothing the server knows (an unknown reference): its error. */
export const CheckRefusal = z.object({ error: ErrorBody.shape.error });

export const ValidateBatchAnswer = z.object({
  /** One answer per check, in the order sent. */
  answers: z.array(z.union([CheckAnswer, CheckRefusal])),
});
export type ValidateBatchAnswer = z.infer<typeof ValidateBatchAnswer>;

/** `GET /api/conductor/trips/:id/checks`: the trip's checks at the door, newest first. */
export const TripChecks = z.object({
  checks: z.array(
    z.object({
      id: z.guid(),
      ticketId: z.guid().nullable(),
      seat: z.string().nullable(),
      passengerName: z.string().nullable(),
      deviceId: z.string().nullable(),
      checkedBy: z.string(),
      /** The check's time (the phone's for an offline check) and when the server heard of it. */
      checkedAt: z.iso.datetime(),
      receivedAt: z.iso.datetime(),
      method: z.enum(['token', 'reference', 'manual']),
      result: z.enum(CHECK_RESULTS),
      offline: z.boolean(),
      conflict: z.boolean(),
    }),
  ),
  /** True when there were more than the newest MAX_TRIP_CHECKS. */
  truncated: z.boolean(),
});
export type TripChecks = z.infer<typeof TripChecks>;
export const MAX_TRIP_CHECKS = 1_000;
