import { asc, eq, sql } from 'drizzle-orm';
import type { ReaderHours } from '../../common/booking-slots';
import type { Queryable } from '../db/client';
import { admins, readerSettings, type Purchase } from '../db/schema';
import { readerNameOf } from '../../common/readers';

export interface SessionReader {
  id: string;
  name: string;
  email: string;
  hours: ReaderHours | null;
  meetingLink: string | null;
}

function readerOfRow(row: {
  admin: typeof admins.$inferSelect;
  settings: typeof readerSettings.$inferSelect | null;
}): SessionReader {
  const { admin, settings } = row;
  return {
    id: admin.id,
    name: readerNameOf(admin),
    email: admin.email,
    hours: settings
      ? {
          timeZone: settings.timeZone,
          weekly: settings.weekly,
          daysOff: settings.daysOff,
          bufferMinutes: settings.bufferMinutes,
        }
      : null,
    meetingLink: settings?.meetingLink ?? null,
  };
}

export async function findReader(db: Queryable, adminId: string): Promise<SessionReader | null> {
  const [row] = await db
    .select({ admin: admins, settings: readerSettings })
    .from(admins)
    .leftJoin(readerSettings, eq(readerSettings.adminId, admins.id))
    .where(eq(admins.id, adminId));
  return row ? readerOfRow(row) : null;
}

/**
 * Who holds an order's sessions (decision 276): its assigned reader; else the configured
 * default reader; else the first admin who set weekly hours. Null: nobody has hours yet.
 */
export async function readerForOrder(
  db: Queryable,
  purchase: Pick<Purchase, 'assignedReaderId'>,
  defaultReaderEmail: string | undefined,
): Promise<SessionReader | null> {
  if (purchase.assignedReaderId) return findReader(db, purchase.assignedReaderId);
  if (defaultReaderEmail) {
    const [row] = await db
      .select({ admin: admins, settings: readerSettings })
      .from(admins)
      .leftJoin(readerSettings, eq(readerSettings.adminId, admins.id))
      .where(eq(admins.emailKey, defaultReaderEmail.trim().toLowerCase()));
    if (row) return readerOfRow(row);
  }
  const [first] = await db
    .select({ admin: admins, settings: readerSettings })
    .from(readerSettings)
    .innerJoin(admins, eq(admins.id, readerSettings.adminId))
    .where(sql`jsonb_array_length(${readerSettings.weekly}) > 0`)
    .orderBy(asc(admins.createdAt), asc(admins.id))
    .limit(1);
  return first ? readerOfRow(first) : null;
}

export async function saveReaderSettings(
  db: Queryable,
  adminId: string,
  input: Omit<typeof readerSettings.$inferInsert, 'adminId' | 'updatedAt'>,
) {
  const [saved] = await db
    .insert(readerSettings)
    .values({ adminId, ...input })
    .onConflictDoUpdate({
      target: readerSettings.adminId,
      set: { ...input, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function readerSettingsOf(db: Queryable, adminId: string) {
  const [row] = await db.select().from(readerSettings).where(eq(readerSettings.adminId, adminId));
  return row ?? null;
}
