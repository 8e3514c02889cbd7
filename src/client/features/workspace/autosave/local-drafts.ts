import { writtenDocSchema, type WrittenDoc } from '../../../../common/written-reading';

/** A section's text not yet acknowledged by the server, and the revision it was written on. */
export interface LocalCopy {
  doc: WrittenDoc;
  baseRevision: number;
  keptAt: string;
}

const keyOf = (purchaseId: string, sectionKey: string) => `workspace:${purchaseId}:${sectionKey}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The copy kept on this device until the server has the text (decision 265): written on every
 * change, cleared once a save of that very text is acknowledged. A copy that no longer reads as
 * a reading (another version of the page wrote it) is ignored.
 */
export const localDrafts = {
  read(purchaseId: string, sectionKey: string): LocalCopy | null {
    const raw = storage()?.getItem(keyOf(purchaseId, sectionKey));
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<LocalCopy>;
      const doc = writtenDocSchema.safeParse(parsed.doc);
      if (!doc.success || typeof parsed.baseRevision !== 'number') return null;
      return { doc: doc.data, baseRevision: parsed.baseRevision, keptAt: String(parsed.keptAt) };
    } catch {
      return null;
    }
  },
  write(purchaseId: string, sectionKey: string, copy: LocalCopy): boolean {
    try {
      storage()?.setItem(keyOf(purchaseId, sectionKey), JSON.stringify(copy));
      return true;
    } catch {
      // A full or blocked storage: the page says the text is not kept on this device.
      return false;
    }
  },
  clear(purchaseId: string, sectionKey: string): void {
    storage()?.removeItem(keyOf(purchaseId, sectionKey));
  },
};
