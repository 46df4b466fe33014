/** The door's calls: the trip's manifest, the ticket-signing keys, and checks online and synced. */
import { api } from '#client/lib/api/api.ts';
import { DoorManifest } from '#shared/conductor/conductor.ts';
import {
  CheckAnswer,
  ValidateBatchAnswer,
  type OfflineCheck,
  type ValidateRequest,
} from '#shared/tickets/ticket-check-api.ts';
import { TicketPublicKeys, type TicketPublicKey } from '#shared/tickets/ticket-token.ts';

export function getDoorManifest(tripId: string, signal?: AbortSignal) {
  return api(`/api/conductor/trips/${encodeURIComponent(tripId)}/manifest`, {
    schema: DoorManifest,
    signal,
  });
}

export async function getPublicKeys(signal?: AbortSignal): Promise<TicketPublicKey[]> {
  // `no-cache`: the HTTP cache may keep them an hour, but a phone about to go offline asks afresh.
  return (
    await api('/api/tickets/public-key', { schema: TicketPublicKeys, signal, cache: 'no-cache' })
  ).keys;
}

export function validateTicket(body: ValidateRequest, signal?: AbortSignal) {
  return api('/api/tickets/validate', { method: 'POST', json: body, schema: CheckAnswer, signal });
}

export function validateBatch(
  body: { tripId: string; deviceId: string; checks: OfflineCheck[] },
  signal?: AbortSignal,
) {
  return api('/api/tickets/validate/batch', {
    method: 'POST',
    json: body,
    schema: ValidateBatchAnswer,
    signal,
  });
}
