/**
 * The id of a request for one bus, layout or conductor. Any text is accepted, so an id that names
 * nothing — unknown or malformed (a hand-edited link, `?bus=nope`) — is answered "not found",
 * which the screens turn into a way back to their list; a 400 there would offer a retry that can
 * never work.
 */
import { z } from 'zod';
import { NotFoundError } from '#server/errors.ts';

export const LookupParams = z.object({ id: z.string().max(200) });

const Guid = z.guid();

/** The id when it could name a row (a UUID); otherwise the thing is not found. */
export function lookupId(entity: string, id: string): string {
  if (!Guid.safeParse(id).success) throw new NotFoundError(entity, id);
  return id;
}
