/**
 * The operator's booking settings as an admin reads and changes them: the booking window (search
 * and the roll-out) and the refund policy (cancellation). A change is written with its audit entry
 * in one transaction, then announced as a settings change, so this instance's cached operator
 * service reads it again before the answer is sent and other instances hear it through the hub
 * (operator.cache.ts: within SETTINGS_MAX_AGE_MS at the latest).
 */
import type { Database } from '#db/client.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import type { BookingSettings } from '#shared/booking/operator-settings.ts';
import type { NetworkChanges } from '../network-changes.ts';
import { createOperatorRepo, type OperatorRepo } from './operator.repo.ts';
import {
  BOOKING_WINDOW_SETTING,
  bookingWindowOf,
  REFUND_POLICY_SETTING,
  refundPolicyOf,
} from './operator.service.ts';

export interface BookingSettingsServiceDeps {
  db: Database;
  auditFor: (db: Database) => AuditService;
  changes: Pick<NetworkChanges, 'announce'>;
  /** Called after a longer window is saved, so its new dates get their trips (the roll-out). */
  onWindowWidened?: () => void;
}

/** The settings as stored, defaults filled in; read through the given connection. */
async function storedSettings(repo: OperatorRepo): Promise<BookingSettings> {
  const [window, policy] = [
    await repo.setting(BOOKING_WINDOW_SETTING),
    await repo.setting(REFUND_POLICY_SETTING),
  ];
  return { bookingWindowDays: bookingWindowOf(window), refundPolicy: refundPolicyOf(policy) };
}

/** Rules earliest first, as refundFor reads them and the form lists them. */
function normalised(input: BookingSettings): BookingSettings {
  const rules = [...input.refundPolicy.rules].sort((a, b) => b.moreThanHours - a.moreThanHours);
  return { bookingWindowDays: input.bookingWindowDays, refundPolicy: { rules } };
}

export function createBookingSettingsService({
  db,
  auditFor,
  changes,
  onWindowWidened,
}: BookingSettingsServiceDeps) {
  return {
    /** Read from the database, not the cache: the admin sees what is stored. */
    get(): Promise<BookingSettings> {
      return storedSettings(createOperatorRepo(db));
    },

    /** Stores both settings; an unchanged value writes nothing and records no audit entry. */
    async set(actor: RequestUser, input: BookingSettings): Promise<BookingSettings> {
      const after = normalised(input);
      const { before, changed } = await db.transaction(async (tx) => {
        const repo = createOperatorRepo(tx);
        const was = await storedSettings(repo);
        if (JSON.stringify(was) === JSON.stringify(after)) return { before: was, changed: false };
        await repo.setSetting(BOOKING_WINDOW_SETTING, String(after.bookingWindowDays));
        await repo.setSetting(REFUND_POLICY_SETTING, JSON.stringify(after.refundPolicy));
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'booking-settings.update',
          entity: 'operator-setting',
          entityId: 'booking',
          before: was,
          after,
        });
        return { before: was, changed: true };
      });
      if (changed) {
        await changes.announce('settings');
        if (after.bookingWindowDays > before.bookingWindowDays) onWindowWidened?.();
      }
      return after;
    },
  };
}
export type BookingSettingsService = ReturnType<typeof createBookingSettingsService>;
