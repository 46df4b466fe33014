/**
 * Invitation links: better-auth's own reset-password token (`reset-password:<token>` in
 * `verification`), so POST /api/auth/reset-password consumes it unchanged and sets the first
 * password. Written here, over the caller's connection, so the link joins the caller's transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { verification } from '#db/schema/auth.ts';
import { LINK_VALID_SECONDS } from '../auth/auth.ts';

const LINK_PREFIX = 'reset-password:';

export function createInvitationsRepo(db: Database) {
  return {
    /** A fresh "set your password" link; links made before for this account stop working. */
    async replaceLink(userId: string): Promise<string> {
      await db
        .delete(verification)
        .where(
          and(like(verification.identifier, `${LINK_PREFIX}%`), eq(verification.value, userId)),
        );
      const token = randomBytes(24).toString('base64url');
      await db.insert(verification).values({
        id: randomBytes(16).toString('hex'),
        identifier: `${LINK_PREFIX}${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + LINK_VALID_SECONDS * 1000),
      });
      return token;
    },
  };
}
export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
