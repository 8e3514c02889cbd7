import { useState } from 'react';
import { Dialog, DialogActions, DialogFrame } from '../../../../components/ui/dialog';

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
          <DialogActions
            label={`Restore version ${version}`}
            pendingLabel="Restoring…"
            isPending={isRestoring}
            onConfirm={() => restore(version)}
          />
        </DialogFrame>
      )}
    </Dialog>
  );
}
