import { useState } from 'react';
import { draftShareOf } from '../../../../common/first-draft';
import { formatCount } from '../../../../common/format';
import type { WrittenDoc } from '../../../../common/written-reading';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogFrame, DialogTrigger } from '../../../components/ui/dialog';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useRedraftSection } from '../api/redraft-section';

/**
 * "Draft this section again" (decision 352): a fresh first draft from the library as it is now.
 * Over text the reader wrote or edited it asks first; their text stays among the section's
 * earlier versions either way.
 */
export function RedraftSection({
  purchaseId,
  sectionKey,
  title,
  doc,
  onDraft,
}: {
  purchaseId: string;
  sectionKey: string;
  title: string;
  doc: WrittenDoc;
  onDraft: (doc: WrittenDoc) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const redraft = useRedraftSection(purchaseId, sectionKey);
  const share = draftShareOf([doc]);
  const ownWords = share.words - share.untouchedWords;
  const draftNow = () =>
    redraft.mutate(undefined, {
      onSuccess: ({ doc: drafted }) => {
        setIsOpen(false);
        onDraft(drafted);
      },
      onError: (error) =>
        reportMutationError(error, {
          title: 'Not drafted',
          fallback: 'The section could not be drafted. Please try again.',
        }),
    });
  if (ownWords === 0) {
    return (
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={redraft.isPending}
        onClick={draftNow}
      >
        {redraft.isPending ? 'Drafting…' : 'Draft this section again'}
      </Button>
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="ghost">
          Draft this section again
        </Button>
      </DialogTrigger>
      <DialogFrame
        title="Replace your text with a new draft?"
        description={`“${title}” holds ${formatCount(ownWords)} words you wrote or edited. A new first draft replaces them in the editor; your text stays in the section’s earlier versions, to restore.`}
      >
        <DialogActions
          label="Replace with a new draft"
          pendingLabel="Drafting…"
          isPending={redraft.isPending}
          onConfirm={draftNow}
          cancelLabel="Keep my text"
          cancelVariant="outline"
        />
      </DialogFrame>
    </Dialog>
  );
}
