import { useCallback, useEffect, useRef, useState } from 'react';
import type { SectionDraft, WorkspaceSection } from '../../../../common/workspace';
import type { WrittenDoc } from '../../../../common/written-reading';
import { messageOf } from '../../../lib/api-client';
import { saveSection } from '../api/save-section';
import { localDrafts } from './local-drafts';
import { isSameDoc } from './same-doc';

/** Typing pauses this long before the text is sent. */
export const AUTOSAVE_DELAY_MS = 1000;
/** While offline, the page tries again this often (and at once when the browser is back online). */
const RETRY_MS = 10_000;

export type SaveStatus =
  | { kind: 'saved'; at: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'conflict'; current: SectionDraft }
  | { kind: 'failed'; message: string };

interface Options {
  purchaseId: string;
  section: WorkspaceSection;
  /** Puts a text into the editor (the other version, on "load theirs"). */
  replaceEditorDoc: (doc: WrittenDoc) => void;
}

/**
 * Autosave of one section (decision 265): every change is kept on the device at once and sent
 * after a pause, naming the revision it was written on. The copy on the device goes only when
 * the server has that very text. A save refused because someone saved meanwhile stops the
 * autosave until the reader chooses which text to keep.
 */
export function useSectionAutosave({ purchaseId, section, replaceEditorDoc }: Options) {
  const [initial] = useState(() => {
    const local = localDrafts.read(purchaseId, section.key);
    return local
      ? { doc: local.doc, baseRevision: local.baseRevision, isRestored: true }
      : {
          doc: section.draft?.doc ?? null,
          baseRevision: section.draft?.revision ?? 0,
          isRestored: false,
        };
  });
  const [status, setStatus] = useState<SaveStatus>(
    initial.isRestored
      ? { kind: 'pending' }
      : { kind: 'saved', at: section.draft?.savedAt ?? null },
  );
  const baseRevision = useRef(initial.baseRevision);
  const latestDoc = useRef<WrittenDoc | null>(initial.isRestored ? initial.doc : null);
  const isSending = useRef(false);
  const isBlocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The latest `send`, for the timers it sets itself. */
  const sendAgain = useRef<() => Promise<void>>(async () => {});

  const keepOnDevice = useCallback(
    (doc: WrittenDoc) =>
      localDrafts.write(purchaseId, section.key, {
        doc,
        baseRevision: baseRevision.current,
        keptAt: new Date().toISOString(),
      }),
    [purchaseId, section.key],
  );

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    const doc = latestDoc.current;
    if (!doc || isSending.current || isBlocked.current) return;
    isSending.current = true;
    setStatus({ kind: 'saving' });
    try {
      const result = await saveSection(purchaseId, section.key, {
        baseRevision: baseRevision.current,
        doc,
      });
      if (result.kind === 'offline') {
        setStatus({ kind: 'offline' });
        timer.current = setTimeout(() => void sendAgain.current(), RETRY_MS);
        return;
      }
      if (result.kind === 'conflict' && isSameDoc(result.current.doc, doc)) {
        // An earlier send of this very text arrived though its answer did not (a tab closed
        // or reloaded mid-save): the server has it, so there is nothing to choose between.
        baseRevision.current = result.current.revision;
        if (latestDoc.current === doc) {
          latestDoc.current = null;
          localDrafts.clear(purchaseId, section.key);
          setStatus({ kind: 'saved', at: result.current.savedAt });
        } else {
          keepOnDevice(latestDoc.current as WrittenDoc);
          timer.current = setTimeout(() => void sendAgain.current(), AUTOSAVE_DELAY_MS);
        }
        return;
      }
      if (result.kind === 'conflict') {
        isBlocked.current = true;
        setStatus({ kind: 'conflict', current: result.current });
        return;
      }
      baseRevision.current = result.reply.revision;
      if (latestDoc.current === doc) {
        latestDoc.current = null;
        localDrafts.clear(purchaseId, section.key);
        setStatus({ kind: 'saved', at: result.reply.savedAt });
      } else {
        // Typed while the save was on its way: keep the newer text against the new revision.
        keepOnDevice(latestDoc.current as WrittenDoc);
        setStatus({ kind: 'pending' });
        timer.current = setTimeout(() => void sendAgain.current(), AUTOSAVE_DELAY_MS);
      }
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: messageOf(error, 'This section could not be saved. It is kept on this device.'),
      });
    } finally {
      isSending.current = false;
    }
  }, [purchaseId, section.key, keepOnDevice]);

  useEffect(() => {
    sendAgain.current = send;
  }, [send]);

  const onChange = useCallback(
    (doc: WrittenDoc) => {
      latestDoc.current = doc;
      keepOnDevice(doc);
      if (isBlocked.current) return;
      setStatus((current) => (current.kind === 'offline' ? current : { kind: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    },
    [keepOnDevice, send],
  );

  /** "Load the other version": their text in the editor, this device's copy dropped. */
  const loadTheirs = useCallback(() => {
    if (status.kind !== 'conflict') return;
    const { current } = status;
    isBlocked.current = false;
    latestDoc.current = null;
    baseRevision.current = current.revision;
    localDrafts.clear(purchaseId, section.key);
    replaceEditorDoc(current.doc);
    setStatus({ kind: 'saved', at: current.savedAt });
  }, [status, purchaseId, section.key, replaceEditorDoc]);

  /** "Keep mine": saved as a new revision over theirs, which stays among the versions. */
  const keepMine = useCallback(() => {
    if (status.kind !== 'conflict') return;
    isBlocked.current = false;
    baseRevision.current = status.current.revision;
    if (latestDoc.current) keepOnDevice(latestDoc.current);
    void send();
  }, [status, keepOnDevice, send]);

  useEffect(() => {
    // A copy restored from the device is sent as soon as the page is back.
    if (initial.isRestored) timer.current = setTimeout(() => void sendAgain.current(), 0);
    const online = () => void send();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [initial.isRestored, send]);

  return {
    initialDoc: initial.doc,
    isRestored: initial.isRestored,
    status,
    onChange,
    loadTheirs,
    keepMine,
  };
}
