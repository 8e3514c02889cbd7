import { formatDayTime, viewerZone } from '../../../../common/format';
import type { SectionDraft } from '../../../../common/workspace';
import { countWords } from '../../../../common/written-reading';
import { Button } from '../../../components/ui/button';

/** Someone saved this section since this tab loaded it: the reader chooses, nothing is merged. */
export function ConflictBanner({
  current,
  onLoadTheirs,
  onKeepMine,
}: {
  current: SectionDraft;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const who = current.savedBy ?? 'another reader';
  const when = formatDayTime(current.savedAt, viewerZone());
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-gold/60 bg-gold/10 p-4 text-sm"
    >
      <p>
        <strong>This section was saved elsewhere</strong> by {who} at {when} (
        {countWords(current.doc)} words), in another tab or by another reader. Your text is kept on
        this device and has not replaced theirs.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onLoadTheirs}>
          Load the other version
        </Button>
        <Button type="button" size="sm" onClick={onKeepMine}>
          Keep mine as a new revision
        </Button>
      </div>
    </div>
  );
}
