import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { mailOutbox, type MailAttachment } from '#db/schema/system.ts';

export function createSystemRepo(db: Database) {
  return {
    /**
     * Newest first; optionally only the mail sent to one address. Attachments are listed by name,
     * type and size only: their bytes stay in the database until one is asked for.
     */
    async listOutbox({ to, limit }: { to?: string | undefined; limit: number }) {
      const { attachments: _bytes, ...columns } = getTableColumns(mailOutbox);
      return db
        .select({ ...columns, attachments: attachmentList })
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
    /** One attachment of an outbox mail, with its bytes; undefined when there is no such one. */
    async outboxAttachment(id: number, index: number): Promise<MailAttachment | undefined> {
      const [row] = await db
        .select({
          attachment: sql<MailAttachment | null>`${mailOutbox.attachments} -> ${index}::int`,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row?.attachment ?? undefined;
    },
  };
}

/** Each attachment's name, type and size in bytes, worked out in the database. */
const attachmentList = sql<{ filename: string; contentType: string; size: number }[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'filename', a ->> 'filename',
    'contentType', a ->> 'contentType',
    'size', octet_length(decode(a ->> 'contentBase64', 'base64'))
  ) order by n), '[]'::jsonb)
  from jsonb_array_elements(coalesce(${mailOutbox.attachments}, '[]'::jsonb)) with ordinality as t(a, n)
)`;

export type SystemRepo = ReturnType<typeof createSystemRepo>;
