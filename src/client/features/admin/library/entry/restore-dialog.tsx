import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogButtons, DialogClose, DialogFrame } from '../../../../components/ui/dialog';

/** "Restore version 1?": confirmed here, then saved as the next version. */
export function RestoreDialog({
  version,
  nextVersion,
  onRestore,
  onClose,
}: {
  /** The version to restore; null while the dialog is closed. */
  version: number | null;
  nextVersion: number;
  onRestore: (version: number) => Promise<void>;
  onClose: () => void;
}) {
  const [isRestoring, setIsRestoring] = useState(false);
  const restore = (chosen: number) => {
    setIsRestoring(true);
    void onRestore(chosen).finally(() => {
      setIsRestoring(false);
      onClose();
    });
  };
  return (
    <Dialog open={version !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      {version === null ? null : (
        <DialogFrame
          title={`Restore version ${version}?`}
          description={`The shop’s text becomes version ${version}’s again, saved as version ${nextVersion}; the documents drawn from then on print it. Changes in the editor that are not saved are replaced.`}
        >
          <DialogButtons>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" onClick={() => restore(version)} disabled={isRestoring}>
              {isRestoring ? 'Restoring…' : `Restore version ${version}`}
            </Button>
          </DialogButtons>
        </DialogFrame>
      )}
    </Dialog>
  );
}
