import { and, eq } from 'drizzle-orm';
import { mailboxKey } from '../../common/affiliate';
import type { Queryable } from '../db/client';
import { mailUnsubscribes } from '../db/schema';

/** Whether the address asked for no more mails of `kind`. */
export async function isUnsubscribed(db: Queryable, email: string, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: mailUnsubscribes.kind })
    .from(mailUnsubscribes)
    .where(
      and(eq(mailUnsubscribes.mailboxKey, mailboxKey(email)), eq(mailUnsubscribes.kind, kind)),
    );
  return row !== undefined;
}

/** No more mails of `kind` to the address; asked again, nothing changes. */
export async function unsubscribe(db: Queryable, email: string, kind: string): Promise<void> {
  await db
    .insert(mailUnsubscribes)
    .values({ mailboxKey: mailboxKey(email), kind })
    .onConflictDoNothing();
}
