/**
 * The interpretation library's owner (issue 38, decision 351): the shop's current text of every
 * entry, its versions, the readers' own alternatives and their choices, and the export and import
 * that move the library between shops. The entries themselves, and the text each ships with, are
 * the code's (`shippedLibrary`); this keeps what the readers changed.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  shippedEntry,
  shippedLibrary,
  type LibraryEntrySeed,
  type LibraryTexts,
} from '../../astrology';
import {
  libraryDocOf,
  libraryLimits,
  libraryMessages,
  libraryTextOf,
  placeholdersOf,
  type LibraryEntrySummary,
  type LibraryEntryView,
  type LibraryExport,
  type LibraryGroupName,
  type LibraryImportReply,
  type LibraryListReply,
  type LibraryVersionView,
} from '../../common/library';
import type { WrittenDoc } from '../../common/written-reading';
import type { Database, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/postgres-errors';
import { admins, libraryChoices, libraryVersions } from '../db/schema';
import { AppError } from '../errors';

/** The version every entry has as shipped. */
const SHIPPED_VERSION = 1;

export function entryOf(key: string): LibraryEntrySeed {
  const entry = shippedEntry(key);
  if (!entry) throw new AppError('not_found', libraryMessages.entryNotFound);
  return entry;
}

/** Refuses a text that drops a value the documents fill in, or names one they do not. */
function checkPlaceholders(entry: LibraryEntrySeed, text: string): void {
  const wanted = placeholdersOf(entry.text);
  const written = placeholdersOf(text);
  const missing = wanted.filter((name) => !written.includes(name));
  const extra = written.filter((name) => !wanted.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    const message = libraryMessages.placeholders(missing, extra);
    throw new AppError('unprocessable', message, { doc: message });
  }
}

interface CurrentText {
  version: number;
  text: string;
  doc: WrittenDoc;
  savedAt: Date | null;
}

/** The shop's latest saved version of each entry that has one. */
async function latestShopVersions(
  db: Queryable,
  key?: string,
): Promise<Map<string, CurrentText & { key: string }>> {
  const rows = await db
    .selectDistinctOn([libraryVersions.entryKey], {
      key: libraryVersions.entryKey,
      version: libraryVersions.version,
      text: libraryVersions.text,
      doc: libraryVersions.doc,
      savedAt: libraryVersions.savedAt,
    })
    .from(libraryVersions)
    .where(
      and(
        isNull(libraryVersions.authorId),
        key === undefined ? undefined : eq(libraryVersions.entryKey, key),
      ),
    )
    .orderBy(libraryVersions.entryKey, desc(libraryVersions.version));
  return new Map(rows.map((row) => [row.key, row]));
}

async function currentShopText(db: Queryable, entry: LibraryEntrySeed): Promise<CurrentText> {
  const saved = (await latestShopVersions(db, entry.key)).get(entry.key);
  return (
    saved ?? {
      version: SHIPPED_VERSION,
      text: entry.text,
      doc: libraryDocOf(entry.text),
      savedAt: null,
    }
  );
}

/**
 * The texts a document drawn now prints where they differ from the shipped ones. A document
 * keeps what it printed: a delivered PDF is a stored file, never drawn again.
 */
export async function libraryTextsForDocuments(db: Queryable): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [key, saved] of await latestShopVersions(db)) {
    const entry = shippedEntry(key);
    if (entry && saved.text !== entry.text) texts[key] = saved.text;
  }
  return texts;
}

/** The texts a reader's drafts use: their own where they chose it, else the shop's current one. */
export async function libraryTextsForReader(db: Queryable, adminId: string): Promise<LibraryTexts> {
  const texts = new Map(Object.entries(await libraryTextsForDocuments(db)));
  const own = await db
    .selectDistinctOn([libraryVersions.entryKey], {
      key: libraryVersions.entryKey,
      text: libraryVersions.text,
    })
    .from(libraryVersions)
    .innerJoin(
      libraryChoices,
      and(
        eq(libraryChoices.entryKey, libraryVersions.entryKey),
        eq(libraryChoices.adminId, libraryVersions.authorId),
      ),
    )
    .where(eq(libraryVersions.authorId, adminId))
    .orderBy(libraryVersions.entryKey, desc(libraryVersions.version));
  for (const row of own) texts.set(row.key, row.text);
  return texts;
}

function matches(entry: LibraryEntrySeed, words: readonly string[], text: string): boolean {
  const haystack = `${entry.factor} ${entry.key} ${entry.group} ${text}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The entries matching a search: by factor ("venus 7th"), key, group or words of the text. */
export async function listLibrary(
  db: Database,
  adminId: string,
  search: { q?: string; group?: LibraryGroupName; edited?: 'yes' },
): Promise<LibraryListReply> {
  const saved = await latestShopVersions(db);
  const ownRows = await db
    .selectDistinct({ key: libraryVersions.entryKey })
    .from(libraryVersions)
    .where(eq(libraryVersions.authorId, adminId));
  const chosenRows = await db
    .select({ key: libraryChoices.entryKey })
    .from(libraryChoices)
    .where(eq(libraryChoices.adminId, adminId));
  const written = new Set(ownRows.map((row) => row.key));
  const chosen = new Set(chosenRows.map((row) => row.key));
  const words = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found: LibraryEntrySummary[] = [];
  for (const entry of shippedLibrary()) {
    if (search.group && entry.group !== search.group) continue;
    const current = saved.get(entry.key);
    if (search.edited && !current) continue;
    const text = current?.text ?? entry.text;
    if (!matches(entry, words, text)) continue;
    found.push({
      key: entry.key,
      group: entry.group,
      factor: entry.factor,
      excerpt: text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text,
      version: current?.version ?? SHIPPED_VERSION,
      editedAt: current?.savedAt?.toISOString() ?? null,
      own: chosen.has(entry.key) ? 'chosen' : written.has(entry.key) ? 'written' : 'none',
    });
  }
  return { entries: found.slice(0, libraryLimits.listed), total: found.length };
}

export async function libraryEntryView(
  db: Database,
  adminId: string,
  key: string,
): Promise<LibraryEntryView> {
  const entry = entryOf(key);
  const rows = await db
    .select({ version: libraryVersions, savedBy: admins.email })
    .from(libraryVersions)
    .leftJoin(admins, eq(admins.id, libraryVersions.savedBy))
    .where(and(eq(libraryVersions.entryKey, key), isNull(libraryVersions.authorId)))
    .orderBy(desc(libraryVersions.version));
  const versions: LibraryVersionView[] = rows.map(({ version, savedBy }) => ({
    version: version.version,
    text: version.text,
    source: version.source,
    restoredFrom: version.restoredFrom,
    savedBy,
    savedAt: version.savedAt.toISOString(),
  }));
  versions.push({
    version: SHIPPED_VERSION,
    text: entry.text,
    source: 'shipped',
    restoredFrom: null,
    savedBy: null,
    savedAt: null,
  });
  const [own] = await db
    .select()
    .from(libraryVersions)
    .where(and(eq(libraryVersions.entryKey, key), eq(libraryVersions.authorId, adminId)))
    .orderBy(desc(libraryVersions.version))
    .limit(1);
  const [choice] = await db
    .select()
    .from(libraryChoices)
    .where(and(eq(libraryChoices.entryKey, key), eq(libraryChoices.adminId, adminId)));
  return {
    key,
    group: entry.group,
    factor: entry.factor,
    usedIn: entry.usedIn,
    placeholders: placeholdersOf(entry.text),
    version: rows[0]?.version.version ?? SHIPPED_VERSION,
    doc: rows[0]?.version.doc ?? libraryDocOf(entry.text),
    versions,
    own: own ? { doc: own.doc, savedAt: own.savedAt.toISOString(), chosen: !!choice } : null,
  };
}

export type LibrarySaveOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'unchanged'; version: number }
  | { kind: 'conflict'; current: LibraryEntryView };

/**
 * A new version of the shop's text, when the editor started from the current one. Saving the
 * text already current keeps the version it is.
 */
export async function saveShopText(
  db: Database,
  input: {
    key: string;
    doc: WrittenDoc;
    baseVersion: number;
    adminId: string;
    source: 'edited' | 'restored';
    restoredFrom?: number;
  },
): Promise<LibrarySaveOutcome> {
  const entry = entryOf(input.key);
  const text = libraryTextOf(input.doc);
  checkPlaceholders(entry, text);
  const current = await currentShopText(db, entry);
  if (current.version !== input.baseVersion) {
    return { kind: 'conflict', current: await libraryEntryView(db, input.adminId, input.key) };
  }
  if (current.text === text && input.source === 'edited') {
    return { kind: 'unchanged', version: current.version };
  }
  try {
    await db.insert(libraryVersions).values({
      entryKey: entry.key,
      version: current.version + 1,
      doc: input.doc,
      text,
      source: input.source,
      restoredFrom: input.restoredFrom ?? null,
      savedBy: input.adminId,
    });
  } catch (error) {
    // Another save took the same version number a moment earlier.
    if (!isUniqueViolation(error)) throw error;
    return { kind: 'conflict', current: await libraryEntryView(db, input.adminId, input.key) };
  }
  return { kind: 'saved', version: current.version + 1 };
}

/** The text of one version of the shop's text (1 is as shipped). */
export async function versionDoc(db: Database, key: string, version: number): Promise<WrittenDoc> {
  const entry = entryOf(key);
  if (version === SHIPPED_VERSION) return libraryDocOf(entry.text);
  const [row] = await db
    .select({ doc: libraryVersions.doc })
    .from(libraryVersions)
    .where(
      and(
        eq(libraryVersions.entryKey, key),
        isNull(libraryVersions.authorId),
        eq(libraryVersions.version, version),
      ),
    );
  if (!row) throw new AppError('not_found', libraryMessages.versionNotFound);
  return row.doc;
}

/** A reader's own text for an entry: each save is kept, the latest is theirs. */
export async function saveOwnText(
  db: Database,
  input: { key: string; doc: WrittenDoc; adminId: string },
): Promise<void> {
  const entry = entryOf(input.key);
  const text = libraryTextOf(input.doc);
  checkPlaceholders(entry, text);
  await db.transaction(async (tx) => {
    // One reader's saves of one entry queue behind each other for the next version number.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`library:${input.adminId}:${entry.key}`}))`,
    );
    const [latest] = await tx
      .select({ version: libraryVersions.version })
      .from(libraryVersions)
      .where(
        and(eq(libraryVersions.entryKey, entry.key), eq(libraryVersions.authorId, input.adminId)),
      )
      .orderBy(desc(libraryVersions.version))
      .limit(1);
    await tx.insert(libraryVersions).values({
      entryKey: entry.key,
      authorId: input.adminId,
      version: (latest?.version ?? 0) + 1,
      doc: input.doc,
      text,
      source: 'edited',
      savedBy: input.adminId,
    });
  });
}

/** Whether this reader's drafts use their own text for the entry or the shop's. */
export async function chooseText(
  db: Database,
  input: { key: string; adminId: string; uses: 'shop' | 'own' },
): Promise<void> {
  const entry = entryOf(input.key);
  if (input.uses === 'shop') {
    await db
      .delete(libraryChoices)
      .where(
        and(eq(libraryChoices.adminId, input.adminId), eq(libraryChoices.entryKey, entry.key)),
      );
    return;
  }
  const [own] = await db
    .select({ id: libraryVersions.id })
    .from(libraryVersions)
    .where(
      and(eq(libraryVersions.entryKey, entry.key), eq(libraryVersions.authorId, input.adminId)),
    )
    .limit(1);
  if (!own) throw new AppError('conflict', libraryMessages.noOwnText);
  await db
    .insert(libraryChoices)
    .values({ adminId: input.adminId, entryKey: entry.key })
    .onConflictDoNothing();
}

/** Every entry's current shop text, in the library's order. */
export async function exportLibrary(db: Database, now: Date): Promise<LibraryExport> {
  const saved = await latestShopVersions(db);
  return {
    format: 'reading-shop-library',
    formatVersion: 1,
    exportedAt: now.toISOString(),
    entries: shippedLibrary().map((entry) => {
      const current = saved.get(entry.key);
      return {
        key: entry.key,
        factor: entry.factor,
        version: current?.version ?? SHIPPED_VERSION,
        text: current?.text ?? entry.text,
      };
    }),
  };
}

/**
 * Takes in another shop's export: each entry whose text differs from this shop's current one
 * becomes a new version ("imported"). All or nothing: an unknown entry or a text that drops a
 * value the documents fill in refuses the whole file.
 */
export async function importLibrary(
  db: Database,
  file: LibraryExport,
  adminId: string,
): Promise<LibraryImportReply> {
  const unknown = file.entries.filter((item) => !shippedEntry(item.key)).map((item) => item.key);
  if (unknown.length > 0) {
    throw new AppError('unprocessable', libraryMessages.importUnknown(unknown));
  }
  const seen = new Set<string>();
  for (const item of file.entries) {
    if (seen.has(item.key)) {
      throw new AppError('unprocessable', `${libraryMessages.importInvalid} (${item.key} twice)`);
    }
    seen.add(item.key);
    try {
      checkPlaceholders(entryOf(item.key), item.text);
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError('unprocessable', `${item.key}: ${error.message} Nothing was imported.`);
      }
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('library:import'))`);
    const saved = await latestShopVersions(tx);
    const rows = [];
    let unchanged = 0;
    for (const item of file.entries) {
      const entry = entryOf(item.key);
      const current = saved.get(item.key);
      const text = libraryTextOf(libraryDocOf(item.text.trim()));
      if (text === (current?.text ?? entry.text)) {
        unchanged += 1;
        continue;
      }
      rows.push({
        entryKey: item.key,
        version: (current?.version ?? SHIPPED_VERSION) + 1,
        doc: libraryDocOf(text),
        text,
        source: 'imported' as const,
        savedBy: adminId,
      });
    }
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(libraryVersions).values(rows.slice(start, start + 500));
    }
    return { changed: rows.length, unchanged };
  });
}
