import { and, desc, eq, sql } from 'drizzle-orm';
import {
  workspaceMessages,
  type SaveSectionReply,
  type SectionDraft,
  type SectionVersion,
} from '../../../common/workspace';
import { countWords, type WrittenDoc } from '../../../common/written-reading';
import type { Database, Queryable } from '../../db/client';
import {
  admins,
  writtenDrafts,
  writtenDraftVersions,
  writtenReadingChecks,
  type WrittenDraft,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { CheckItem } from '../../../common/workspace';

/** One reader's saves within this span share one version row (decision 266). */
export const VERSION_SPAN_MS = 5 * 60 * 1000;
/** The versions a section lists, newest first. */
const VERSIONS_LISTED = 50;

export interface SectionRef {
  purchaseId: string;
  sectionKey: string;
}

export type SaveOutcome =
  { kind: 'saved'; reply: SaveSectionReply } | { kind: 'conflict'; current: SectionDraft };

function draftOf(row: WrittenDraft, savedBy: string | null): SectionDraft {
  return { doc: row.doc, revision: row.revision, savedAt: row.savedAt.toISOString(), savedBy };
}

async function currentDraft(db: Queryable, ref: SectionRef): Promise<SectionDraft | null> {
  const [row] = await db
    .select({ draft: writtenDrafts, savedBy: admins.email })
    .from(writtenDrafts)
    .leftJoin(admins, eq(admins.id, writtenDrafts.savedBy))
    .where(
      and(
        eq(writtenDrafts.purchaseId, ref.purchaseId),
        eq(writtenDrafts.sectionKey, ref.sectionKey),
      ),
    );
  return row ? draftOf(row.draft, row.savedBy) : null;
}

/** Keeps this save among the versions: a new row, or the reader's own row of the last minutes. */
async function keepVersion(
  tx: Queryable,
  ref: SectionRef,
  save: { doc: WrittenDoc; revision: number; adminId: string; now: Date; words: number },
): Promise<void> {
  const [latest] = await tx
    .select()
    .from(writtenDraftVersions)
    .where(
      and(
        eq(writtenDraftVersions.purchaseId, ref.purchaseId),
        eq(writtenDraftVersions.sectionKey, ref.sectionKey),
      ),
    )
    .orderBy(desc(writtenDraftVersions.savedAt), desc(writtenDraftVersions.revision))
    .limit(1);
  const isSameSitting =
    latest?.savedBy === save.adminId &&
    save.now.getTime() - latest.startedAt.getTime() < VERSION_SPAN_MS;
  const values = { doc: save.doc, revision: save.revision, words: save.words, savedAt: save.now };
  if (latest && isSameSitting) {
    await tx.update(writtenDraftVersions).set(values).where(eq(writtenDraftVersions.id, latest.id));
    return;
  }
  await tx
    .insert(writtenDraftVersions)
    .values({ ...ref, ...values, savedBy: save.adminId, startedAt: save.now });
}

/**
 * Saves a section if nobody saved it since `baseRevision` (0: the section was empty); otherwise
 * answers the text saved meanwhile, and writes nothing. The compare and the write are one
 * statement, so two saves from the same revision can never both succeed.
 */
export async function saveSection(
  db: Database,
  ref: SectionRef,
  input: { baseRevision: number; doc: WrittenDoc; adminId: string; now: Date },
): Promise<SaveOutcome> {
  const words = countWords(input.doc);
  const saved = await db.transaction(async (tx) => {
    const values = { doc: input.doc, savedBy: input.adminId, savedAt: input.now };
    const [row] =
      input.baseRevision === 0
        ? await tx
            .insert(writtenDrafts)
            .values({ ...ref, ...values, revision: 1 })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(writtenDrafts)
            .set({ ...values, revision: sql`${writtenDrafts.revision} + 1` })
            .where(
              and(
                eq(writtenDrafts.purchaseId, ref.purchaseId),
                eq(writtenDrafts.sectionKey, ref.sectionKey),
                eq(writtenDrafts.revision, input.baseRevision),
              ),
            )
            .returning();
    if (!row) return null;
    await keepVersion(tx, ref, { ...input, revision: row.revision, words });
    return row;
  });
  if (saved) {
    return {
      kind: 'saved',
      reply: { revision: saved.revision, savedAt: saved.savedAt.toISOString(), words },
    };
  }
  const current = await currentDraft(db, ref);
  // Only a draft that exists can have moved on; a base revision it never had is a bad request.
  if (!current) throw new AppError('bad_request', workspaceMessages.versionNotFound);
  return { kind: 'conflict', current };
}

export async function listVersions(db: Queryable, ref: SectionRef): Promise<SectionVersion[]> {
  const rows = await db
    .select({ version: writtenDraftVersions, savedBy: admins.email })
    .from(writtenDraftVersions)
    .leftJoin(admins, eq(admins.id, writtenDraftVersions.savedBy))
    .where(
      and(
        eq(writtenDraftVersions.purchaseId, ref.purchaseId),
        eq(writtenDraftVersions.sectionKey, ref.sectionKey),
      ),
    )
    .orderBy(desc(writtenDraftVersions.savedAt), desc(writtenDraftVersions.revision))
    .limit(VERSIONS_LISTED);
  return rows.map(({ version, savedBy }) => ({
    id: version.id,
    revision: version.revision,
    words: version.words,
    savedAt: version.savedAt.toISOString(),
    savedBy,
  }));
}

/** One earlier text of the section, to look at or restore (restoring saves it as a new revision). */
export async function versionDoc(
  db: Queryable,
  ref: SectionRef,
  versionId: string,
): Promise<WrittenDoc> {
  const [row] = await db
    .select({ doc: writtenDraftVersions.doc })
    .from(writtenDraftVersions)
    .where(
      and(
        eq(writtenDraftVersions.id, versionId),
        eq(writtenDraftVersions.purchaseId, ref.purchaseId),
        eq(writtenDraftVersions.sectionKey, ref.sectionKey),
      ),
    );
  if (!row) throw new AppError('not_found', workspaceMessages.versionNotFound);
  return row.doc;
}

/** Records that a reader looked at the order's palm photos or resume (the first look counts). */
export async function markLookedAt(
  db: Queryable,
  input: { purchaseId: string; item: CheckItem; adminId: string; now: Date },
): Promise<{ item: CheckItem; lookedAt: string }> {
  await db
    .insert(writtenReadingChecks)
    .values({
      purchaseId: input.purchaseId,
      item: input.item,
      lookedBy: input.adminId,
      lookedAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ lookedAt: writtenReadingChecks.lookedAt })
    .from(writtenReadingChecks)
    .where(
      and(
        eq(writtenReadingChecks.purchaseId, input.purchaseId),
        eq(writtenReadingChecks.item, input.item),
      ),
    );
  return { item: input.item, lookedAt: (row?.lookedAt ?? input.now).toISOString() };
}
