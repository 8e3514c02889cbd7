import { formatCount, formatDayTime, viewerZone } from '../../../../common/format';
import { useState } from 'react';
import type { WrittenDoc } from '../../../../common/written-reading';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { getVersionDoc, useSectionVersions } from '../api/section-versions';

/** The section's earlier texts; restoring one puts it in the editor, saved as a new revision. */
export function SectionVersions({
  purchaseId,
  sectionKey,
  onRestore,
}: {
  purchaseId: string;
  sectionKey: string;
  onRestore: (doc: WrittenDoc) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const versions = useSectionVersions(purchaseId, sectionKey, isOpen);
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer text-muted hover:text-foreground">
        Earlier versions
      </summary>
      {versions.isPending ? (
        <p className="mt-2 text-muted">Loading…</p>
      ) : versions.isError ? (
        <p className="mt-2 text-muted">
          {messageOf(versions.error, 'The versions could not be loaded.')}
        </p>
      ) : versions.data.length === 0 ? (
        <p className="mt-2 text-muted">No saved versions yet.</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {versions.data.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {formatDayTime(version.savedAt, viewerZone())} · {formatCount(version.words)} words
                {version.savedBy ? ` · ${version.savedBy}` : ' · first draft'}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() =>
                  void getVersionDoc(purchaseId, sectionKey, version.id).then(
                    ({ doc }) => onRestore(doc),
                    (error: unknown) =>
                      reportMutationError(error, {
                        title: 'Not restored',
                        fallback: 'This version could not be loaded.',
                      }),
                  )
                }
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
